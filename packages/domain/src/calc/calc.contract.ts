import { defineContract } from '../shared/index.js';

/** The calc endpoints (filled in as the module moves to its contract, ADR 007). */
export const calcContract = defineContract('calc', 'factor', {});
