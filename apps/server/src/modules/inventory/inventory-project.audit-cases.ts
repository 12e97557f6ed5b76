import { inventoryProjectContract } from '@carbon/domain';
import { defineAuditCases } from '../../test/audit-cases.js';
import { newProject, orgId } from './inventory-audit.testing.js';

/** Inventory projects: each audited POST called successfully (audit matrix). */
export const auditCases = defineAuditCases(inventoryProjectContract, {
  add: async (kit) => ({
    body: { name: `Audit ${kit.unique()}`, type: 'monthly', year: 2025, month: 3, orgId: await orgId(kit, 'fii'), deadline: '2099-12-31' },
  }),
  edit: async (kit) => {
    const p = await newProject(kit);
    return {
      body: {
        id: p.id,
        version: p.version,
        name: `${p.name} (edited)`,
        type: 'annual',
        year: 2025,
        orgId: p.orgId,
        deadline: '2099-06-30',
      },
    };
  },
  delete: async (kit) => ({ body: { id: (await newProject(kit)).id } }),
});
