import { envHonorContract } from '@carbon/domain';
import { defineAuditCases } from '../../test/audit-cases.js';
import { PDF } from '../certificate/certificate.testing.js';
import { rootOrg, uploadFile } from './env-permit.audit-cases.js';
import { addHonor, honorBody } from './env-records.testing.js';

/** Honours and their certificate files: each audited POST called successfully (audit matrix). */
export const auditCases = defineAuditCases(envHonorContract, {
  add: async (kit) => ({ body: honorBody(await rootOrg(kit)) }),
  edit: async (kit) => {
    const p = await addHonor(kit.api, await rootOrg(kit));
    return { body: { ...honorBody(p.orgId, { name: `Honour ${kit.unique()}` }), id: p.id, version: p.version } };
  },
  delete: async (kit) => {
    const p = await addHonor(kit.api, await rootOrg(kit));
    return { body: { id: p.id, version: p.version } };
  },
  upload: async (kit) => ({
    file: PDF,
    filename: 'certificate.pdf',
    fields: { ownerId: (await addHonor(kit.api, await rootOrg(kit))).id },
  }),
  deleteFile: async (kit) => {
    const p = await addHonor(kit.api, await rootOrg(kit));
    return { body: { id: (await uploadFile(kit, envHonorContract.endpoints.upload.path, p.id)).id } };
  },
});
