import { defineContract } from '../shared/index.js';

/** The user endpoints (filled in as the module moves to its contract, ADR 007). */
export const userContract = defineContract('user', 'accountManage', {});
