import { envPermitContract } from '@carbon/domain';
import { sysOrg } from '../../platform/db/schema/index.js';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';
import { PDF } from '../certificate/certificate.testing.js';
import { addPermit, okData, permitBody } from './env-records.testing.js';

export const rootOrg = async (kit: AuditKit) => String((await kit.t.database.db.select({ id: sysOrg.id }).from(sysOrg).limit(1))[0]!.id);

/** A file of a record, uploaded through `path`. */
export const uploadFile = async (kit: AuditKit, path: string, ownerId: string) =>
  okData<{ id: string }>(kit.api.upload(path, PDF, 'approval.pdf', { ownerId }));

/** EIA projects and their files: each audited POST called successfully (audit matrix). */
export const auditCases = defineAuditCases(envPermitContract, {
  add: async (kit) => ({ body: permitBody(await rootOrg(kit)) }),
  edit: async (kit) => {
    const p = await addPermit(kit.api, await rootOrg(kit));
    return { body: { ...permitBody(p.orgId, { name: `EIA ${kit.unique()}` }), id: p.id, version: p.version } };
  },
  delete: async (kit) => {
    const p = await addPermit(kit.api, await rootOrg(kit));
    return { body: { id: p.id, version: p.version } };
  },
  status: async (kit) => {
    const p = await addPermit(kit.api, await rootOrg(kit));
    return { body: { id: p.id, version: p.version, to: 2, date: '2025-04-01' } };
  },
  upload: async (kit) => ({ file: PDF, filename: 'approval.pdf', fields: { ownerId: (await addPermit(kit.api, await rootOrg(kit))).id } }),
  deleteFile: async (kit) => {
    const p = await addPermit(kit.api, await rootOrg(kit));
    return { body: { id: (await uploadFile(kit, envPermitContract.endpoints.upload.path, p.id)).id } };
  },
});
