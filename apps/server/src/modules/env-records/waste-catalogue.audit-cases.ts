import { CATALOGUE_SHEET_KEYS, translate, wasteCatalogueContract } from '@carbon/domain';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';
import { buildXlsx } from '../factor/testing.js';
import { okData } from './env-records.testing.js';

/** A catalogue code no other case uses: 9xx-xxx-08 from the run's unique suffix. */
const codeOf = (kit: AuditKit) =>
  `9${String(parseInt(kit.unique(), 36) % 100).padStart(2, '0')}-${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}-08`;
const body = (code: string) => ({ kind: 'hazardous', code, category: 'HW08', labelZh: '审计矩阵条目', industryZh: '非特定行业' });
const add = (kit: AuditKit) =>
  okData<{ id: string; version: number; code: string }>(kit.api.post(wasteCatalogueContract.endpoints.add.path, body(codeOf(kit))));

/** The waste catalogues: each audited POST called successfully (audit matrix). */
export const auditCases = defineAuditCases(wasteCatalogueContract, {
  add: async (kit) => ({ body: body(codeOf(kit)) }),
  edit: async (kit) => {
    const c = await add(kit);
    return { body: { ...body(c.code), id: c.id, version: c.version, labelEn: 'Audit matrix entry' } };
  },
  delete: async (kit) => {
    const c = await add(kit);
    return { body: { id: c.id, version: c.version } };
  },
  import: async (kit) => ({
    file: await buildXlsx(
      CATALOGUE_SHEET_KEYS.map((k) => translate('en-US', `envRecords.column.${k}`)),
      [['hazardous', codeOf(kit), 'HW08', '审计矩阵导入', null, null, '非特定行业', null, null, 'T']],
    ),
  }),
});
