import { eq } from 'drizzle-orm';
import { goalContract, translate } from '@carbon/domain';
import { sysOrg } from '../../platform/db/schema/index.js';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';
import { buildXlsx } from '../factor/testing.js';
import { PDF } from '../certificate/certificate.testing.js';

/** The Longhua park's id: a park row needs no level below it, and no other case sets goals for these years. */
const park = async (kit: AuditKit) =>
  String((await kit.t.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, 'fii-ccbg-longhua')))[0]!.id);
const twelve = (v: string) => Array.from({ length: 12 }, () => v);
const header = (keys: string[]) => keys.map((k) => translate('en-US', `goal.column.${k}`));
const HEAD = ['orgCode', 'orgName', 'year', 'baselineYear'];
const MONTHS = Array.from({ length: 12 }, (_, i) => `month${i + 1}`);

export const auditCases = defineAuditCases(goalContract, {
  controlSave: async (kit) => ({
    body: { year: 2091, baselineYear: 2020, submit: true, rows: [{ orgId: await park(kit), annual: '12', months: twelve('1') }] },
  }),
  controlImport: async () => ({
    file: await buildXlsx(header([...HEAD, 'annual', ...MONTHS]), [['fii-ccbg-longhua', '', 2092, 2020, '12', ...twelve('1')]]),
  }),
  controlUpload: async (kit) => ({ query: { year: '2093', orgId: await park(kit) }, file: PDF, filename: 'goal.pdf' }),
  reductionSave: async (kit) => ({
    body: {
      year: 2091,
      baselineYear: 2020,
      submit: true,
      rows: [{ orgId: await park(kit), total: '3', reduce: '1', replace: '1', resolve: '1' }],
    },
  }),
  reductionImport: async () => ({
    file: await buildXlsx(header([...HEAD, 'total', 'reduce', 'replace', 'resolve']), [
      ['fii-ccbg-longhua', '', 2092, 2020, '3', '1', '1', '1'],
    ]),
  }),
  reductionUpload: async (kit) => ({ query: { year: '2093', orgId: await park(kit) }, file: PDF, filename: 'goal.pdf' }),
});
