import { carbonTemplateContract } from '@carbon/domain';
import { defineAuditCases } from '../../test/audit-cases.js';
import { newTemplate } from './inventory-audit.testing.js';

/** Carbon templates: each audited POST called successfully (audit matrix). */
export const auditCases = defineAuditCases(carbonTemplateContract, {
  add: async (kit) => ({ body: { name: `Audit ${kit.unique()}`, sections: [{ scope: 1 }, { scope: 3, category: 6 }] } }),
  edit: async (kit) => {
    const tpl = await newTemplate(kit);
    return { body: { id: tpl.id, version: tpl.version, name: `Audit ${kit.unique()}`, sections: [{ scope: 2 }] } };
  },
  delete: async (kit) => ({ body: { id: (await newTemplate(kit)).id } }),
});
