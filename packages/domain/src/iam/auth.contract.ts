import { defineContract } from '../shared/index.js';

/** The auth endpoints (filled in as the module moves to its contract, ADR 007). */
export const authContract = defineContract('auth', undefined, {});
