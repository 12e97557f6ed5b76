import { envReadingContract, translate } from '@carbon/domain';
import { buildXlsx } from '../factor/testing.js';
import { eq } from 'drizzle-orm';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';
import { sysOrg } from '../../platform/db/schema/index.js';
import { addPoint } from './env-monitoring.testing.js';

const org = async (kit: AuditKit, code = 'fii-ccbg-longhua-le1') =>
  String((await kit.t.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, code)))[0]!.id);

/** The monitoring module's audited POSTs (env-reading), each called successfully (audit matrix). */
export const auditCases = defineAuditCases(envReadingContract, {
  manualSave: async (kit) => {
    const p = await addPoint(kit.api, await org(kit), { name: `audit ${kit.unique()}`, modeType: 0, fillType: 2 });
    return { body: { pointId: p.id, period: '2025-01', values: [{ pollutant: 'w01018', value: '30' }] } };
  },
  manualImport: async (kit) => {
    const p = await addPoint(kit.api, await org(kit), { name: `audit ${kit.unique()}`, modeType: 0, fillType: 1 });
    const header = ['period', 'pollutant', 'value'].map((k) => translate('en-US', `envReading.column.${k}`));
    return { file: await buildXlsx(header, [['2024', 'w01018', '31.5']]), filename: 'manual.xlsx', query: { pointId: p.id } };
  },
});
