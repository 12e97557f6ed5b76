import { defineContract } from '../shared/index.js';

/** The org endpoints (filled in as the module moves to its contract, ADR 007). */
export const orgContract = defineContract('org', 'orgManage', {});
