import { displayContract } from '@carbon/domain';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';
import { sysOrg } from '../../platform/db/schema/index.js';
import { GEO_UPLOAD_PATH, SQUARE_TEXT } from './display.testing.js';

const rootOrg = async (kit: AuditKit) => String((await kit.t.database.db.select({ id: sysOrg.id }).from(sysOrg).limit(1))[0]!.id);
const e = displayContract.endpoints;

/** Display links and base maps: each audited POST called successfully (audit matrix). */
export const auditCases = defineAuditCases(displayContract, {
  linkAdd: async (kit) => ({ body: { name: `screen ${kit.unique()}`, orgId: await rootOrg(kit), expiresInDays: 7 } }),
  linkRevoke: async (kit) => {
    const res = await kit.api.post(e.linkAdd.path, { name: `screen ${kit.unique()}`, orgId: await rootOrg(kit), expiresInDays: 1 });
    if (!res.success) throw new Error(res.message);
    return { body: { id: (res.data as { id: string }).id } };
  },
  geoUpload: async () => ({ file: Buffer.from(SQUARE_TEXT), filename: 'china.geojson', fields: { map: 'china' } }),
  geoRevert: async (kit) => {
    const res = await kit.api.upload(GEO_UPLOAD_PATH, Buffer.from(SQUARE_TEXT), 'world.geojson', { map: 'world' });
    if (!res.success) throw new Error(res.message);
    return { body: { map: 'world' } };
  },
});
