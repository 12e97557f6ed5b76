import { emergencyPlanContract } from '@carbon/domain';
import { defineAuditCases } from '../../test/audit-cases.js';
import { PDF } from '../certificate/certificate.testing.js';
import { rootOrg, uploadFile } from './env-permit.audit-cases.js';
import { addPlan, planBody } from './env-records.testing.js';

/** Emergency plans and their files: each audited POST called successfully (audit matrix). */
export const auditCases = defineAuditCases(emergencyPlanContract, {
  add: async (kit) => ({ body: planBody(await rootOrg(kit)) }),
  edit: async (kit) => {
    const p = await addPlan(kit.api, await rootOrg(kit));
    return { body: { ...planBody(p.orgId, { name: `Plan ${kit.unique()}` }), id: p.id, version: p.version } };
  },
  delete: async (kit) => {
    const p = await addPlan(kit.api, await rootOrg(kit));
    return { body: { id: p.id, version: p.version } };
  },
  upload: async (kit) => ({ file: PDF, filename: 'plan.pdf', fields: { ownerId: (await addPlan(kit.api, await rootOrg(kit))).id } }),
  deleteFile: async (kit) => {
    const p = await addPlan(kit.api, await rootOrg(kit));
    return { body: { id: (await uploadFile(kit, emergencyPlanContract.endpoints.upload.path, p.id)).id } };
  },
});
