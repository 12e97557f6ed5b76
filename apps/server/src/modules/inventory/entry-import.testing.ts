import ExcelJS from 'exceljs';
import { afterAll, beforeAll } from 'vitest';
import { INVENTORY_ENTRY_SHEET, translate, type Locale } from '@carbon/domain';
import { createTestApp, type DbKind, type TestApp } from '../../test/harness.js';
import { issue, project, world, type World } from './inventory.testing.js';

/**
 * Test helper: a fresh app of database `kind` and a task of the legal entity Longhua LE1 (issued by the manager,
 * filled by `w.user`), for an import test's describe block; the fields are set before its tests run.
 */
export function importTask(kind: DbKind): { t: TestApp; w: World; taskId: string } {
  const s = { taskId: '' } as { t: TestApp; w: World; taskId: string };
  beforeAll(async () => {
    s.t = await createTestApp({ kind });
    s.w = await world(s.t);
    const p = await project(s.w, { orgId: s.w.org('fii-ccbg') });
    s.taskId = (await issue(s.w, p.id, ['fii-ccbg-longhua-le1'], s.w.mgr))[0]!.id;
  });
  afterAll(() => s.t.close());
  return s;
}

/** The columns of an import row besides its source, facility and input (scope, factor code and version, grades, remark; a category column in any scope). */
export type ImportExtras = Partial<
  Record<'scope' | 'category' | 'factorCode' | 'factorVersion' | 'activityQuality' | 'calibrationLevel' | 'remark', string | number | null>
>;

/**
 * Test helper (not used by the app): an entry import file with the template's headers in `locale`; every row's
 * scope column holds `scope` (null: left empty) unless its extras name another.
 */
export async function entryImportFile(
  locale: Locale,
  scope: number | null,
  rows: [
    sourceName: string,
    facility: string,
    input: { type: string; category?: number } & Record<string, unknown>,
    extras?: ImportExtras,
  ][],
): Promise<Buffer> {
  const header = INVENTORY_ENTRY_SHEET.columns.map((c) => translate(locale, c.label));
  const cells = rows.map(([sourceName, facility, input, extras]) => {
    const { type, category, ...params } = input;
    const parameters = Object.entries(params)
      .map(([k, v]) => `${k}=${String(v)}`)
      .join('; ');
    const byKey: Record<string, string | number | null> = {
      sourceName,
      facility,
      scope,
      category: scope === 3 || scope === null ? (category ?? null) : null,
      sourceType: type,
      parameters,
      ...extras,
    };
    return INVENTORY_ENTRY_SHEET.columns.map((c) => byKey[c.key] ?? null);
  });
  return sparseXlsx(header, cells);
}

/** An .xlsx of a header and rows whose empty cells are not written (the sheet has some 80 columns, most of them empty in a row). */
async function sparseXlsx(header: string[], rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(header);
  for (const r of rows) {
    const sparse: (string | number)[] = [];
    r.forEach((v, i) => v !== null && v !== '' && (sparse[i] = v));
    ws.addRow(sparse);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * Scope-1 natural-gas inputs as an import of `rows` rows would hold them (the Chinese
 * guideline's method; consumption 0.5 … 100 × 10^4 Nm3 varying by row): large-import tests.
 */
export function naturalGasRows(rows: number): [string, string, { type: string } & Record<string, unknown>][] {
  return Array.from({ length: rows }, (_, i) => [
    `Gas boiler ${(i % 50) + 1}`,
    `Site ${(i % 20) + 1}`,
    {
      type: 'combustion-cn',
      consumption: (0.5 + ((i * 7919) % 9951) / 100).toFixed(2),
      consumptionUnit: '10^4 Nm3',
      ncv: '389.31',
      carbonContent: '15.30',
      carbonContentUnit: 'tC/TJ',
      oxidationRate: '0.99',
    },
  ]);
}
