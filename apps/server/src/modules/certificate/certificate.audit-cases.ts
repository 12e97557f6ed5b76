import { certificateContract } from '@carbon/domain';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';
import { sysOrg } from '../../platform/db/schema/index.js';
import { addCertificate, certificateFieldsOf, PDF } from './certificate.testing.js';

const rootOrg = async (kit: AuditKit) => String((await kit.t.database.db.select({ id: sysOrg.id }).from(sysOrg).limit(1))[0]!.id);

/** Certificates and share links: each audited POST called successfully (audit matrix). */
export const auditCases = defineAuditCases(certificateContract, {
  add: async (kit) => ({ file: PDF, filename: 'statement.pdf', fields: certificateFieldsOf(await rootOrg(kit)) }),
  edit: async (kit) => {
    const c = await addCertificate(kit.api, await rootOrg(kit));
    return { body: { ...certificateFieldsOf(c.orgId, { author: `audit ${kit.unique()}` }), year: 2025, id: c.id, version: c.version } };
  },
  delete: async (kit) => {
    const c = await addCertificate(kit.api, await rootOrg(kit));
    return { body: { id: c.id, version: c.version } };
  },
  share: async (kit) => ({ body: { id: (await addCertificate(kit.api, await rootOrg(kit))).id, expiresInDays: 7 } }),
  revoke: async (kit) => {
    const c = await addCertificate(kit.api, await rootOrg(kit));
    const res = await kit.api.post(certificateContract.endpoints.share.path, { id: c.id, expiresInDays: 1 });
    if (!res.success) throw new Error(res.message);
    return { body: { shareId: (res.data as { id: string }).id } };
  },
});
