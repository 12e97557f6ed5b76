import { envPointContract } from '@carbon/domain';
import { eq } from 'drizzle-orm';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';
import { sysOrg } from '../../platform/db/schema/index.js';
import { addPoint } from './env-monitoring.testing.js';

const org = async (kit: AuditKit, code = 'fii-ccbg-longhua-le1') =>
  String((await kit.t.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, code)))[0]!.id);

/** The monitoring module's audited POSTs (env-point), each called successfully (audit matrix). */
export const auditCases = defineAuditCases(envPointContract, {
  add: async (kit) => ({
    body: {
      orgId: await org(kit),
      name: `audit ${kit.unique()}`,
      monitoringType: 1,
      pointType: 1,
      modeType: 1,
      pollutants: [{ code: 'w01018', unit: 'mg/L' }],
    },
  }),
  edit: async (kit) => {
    const p = await addPoint(kit.api, await org(kit), { name: `audit ${kit.unique()}` });
    return {
      body: {
        orgId: p.orgId,
        name: `${p.name} 2`,
        monitoringType: 1,
        pointType: 2,
        modeType: 1,
        pollutants: p.pollutants,
        id: p.id,
        version: p.version,
      },
    };
  },
  delete: async (kit) => ({ body: { id: (await addPoint(kit.api, await org(kit), { name: `audit ${kit.unique()}` })).id } }),
  rotateKey: async (kit) => ({ body: { id: (await addPoint(kit.api, await org(kit), { name: `audit ${kit.unique()}` })).id } }),
});
