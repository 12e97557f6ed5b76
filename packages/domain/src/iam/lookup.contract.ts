import { defineContract } from '../shared/index.js';

/** The lookup endpoints (filled in as the module moves to its contract, ADR 007). */
export const lookupContract = defineContract('lookup', 'backOffice', {});
