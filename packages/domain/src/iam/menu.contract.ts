import { defineContract } from '../shared/index.js';

/** The menu endpoints (filled in as the module moves to its contract, ADR 007). */
export const menuContract = defineContract('menu', 'menuManage', {});
