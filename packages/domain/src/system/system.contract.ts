import { defineContract } from '../shared/index.js';

/** The system endpoints (filled in as the module moves to its contract, ADR 007). */
export const systemContract = defineContract('system', undefined, {});
