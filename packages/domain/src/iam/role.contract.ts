import { defineContract } from '../shared/index.js';

/** The role endpoints (filled in as the module moves to its contract, ADR 007). */
export const roleContract = defineContract('role', 'roleManage', {});
