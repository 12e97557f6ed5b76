import { defineContract } from '../shared/index.js';

/** The audit endpoints (filled in as the module moves to its contract, ADR 007). */
export const auditContract = defineContract('audit', 'auditLog', {});
