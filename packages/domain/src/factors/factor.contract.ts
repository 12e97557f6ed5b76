import { defineContract } from '../shared/index.js';

/** The factor endpoints (filled in as the module moves to its contract, ADR 007). */
export const factorContract = defineContract('factor', 'factor', {});
