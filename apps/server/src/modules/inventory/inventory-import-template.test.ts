import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { Decimal, INVENTORY_ENTRY_SHEET, INVENTORY_ENTRY_SHEET_V1, translate, type Locale, type SheetDef } from '@carbon/domain';
import { dbKinds } from '../../test/harness.js';
import { buildXlsx } from '../factor/testing.js';
import { importTask } from './entry-import.testing.js';
import { ok } from './inventory.testing.js';

type Row = { sourceName: string; tco2e: string; factorCode: string | null; factorVersion: string | null };
type Failed = { row: number; reasons: string[]; cells: { column: string | null; reason: string }[] };
type Cells = Record<string, string | number | null>;

/** A file with `def`'s headers in `locale` and the rows' cells by column key. */
const fileOf = (locale: Locale, rows: Cells[], def: SheetDef<string> = INVENTORY_ENTRY_SHEET) =>
  buildXlsx(
    def.columns.map((c) => translate(locale, c.label)),
    rows.map((r) => def.columns.map((c) => r[c.key] ?? null)),
  );

const load = async (buf: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return wb;
};
const CJK = /[\u3400-\u9fff]/;

/** Issue 25 item 7: the entry import template in the user's words. */
describe.each(dbKinds())('entry import template in the user’s words, on %s', (kind) => {
  const s = importTask(kind);

  const entries = async (scope: number) =>
    ok<{ rows: Row[] }>(await s.w.user.get(`/api/main/inventoryEntry/page?taskId=${s.taskId}&scope=${scope}&pageSize=100`)).rows;
  const upload = (file: Buffer, api = s.w.user) => api.upload(`/api/main/inventoryEntry/import?taskId=${s.taskId}`, file);

  it('in en-US: English headers with units, drop-downs on the chosen columns, an English example row', async () => {
    const res = await s.w.user.download('/api/main/inventoryEntry/template');
    expect(res.statusCode).toBe(200);
    const wb = await load(res.rawPayload);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    const example = (ws.getRow(2).values as unknown[]).slice(1).map((v) => (v === undefined || v === null ? '' : String(v)));
    expect(header.slice(0, 6)).toEqual(['Emission source', 'Facility', 'Scope', 'Scope 3 category', 'Calculation', 'Fuel']);
    for (const h of ['Fuel energy (TJ)', 'CO2 factor (kg/TJ)', 'Consumption unit', 'Grid factor (tCO2/MWh)', 'Distance (km)'])
      expect(header).toContain(h);
    expect(header.filter((h) => CJK.test(h))).toEqual([]);
    // the example: a natural-gas boiler of 1 TJ, the rest from the fuel's set, every word English
    const at = (label: string) => example[header.indexOf(label)] ?? '';
    expect(at('Emission source')).toBe('Boiler 1');
    expect(at('Facility')).toBe('Plant A');
    expect(at('Scope')).toBe('Scope 1');
    expect(at('Fuel')).toBe('Natural gas (IPCC 2006)');
    expect(at('Fuel energy (TJ)')).toBe('1');
    expect(at('Stationary or mobile')).toBe('Stationary combustion');
    expect(at('Parameters')).toBe('');
    expect(example.filter((v) => CJK.test(v))).toEqual([]);
    // drop-downs of labels (the long ones on the hidden lists sheet) on scope, category, method, fuel and units
    const column = (label: string) => ws.getColumn(header.indexOf(label) + 1).letter;
    for (const label of [
      'Scope',
      'Scope 3 category',
      'Calculation',
      'Fuel',
      'Consumption unit',
      'Carbon content unit',
      'Refrigerant mass unit',
    ])
      expect(ws.getCell(`${column(label)}3`).dataValidation?.type, label).toBe('list');
    expect(ws.getCell(`${column('Fuel energy (TJ)')}3`).dataValidation).toBeUndefined();
    const fuels = ws.getCell(`${column('Fuel')}3`).dataValidation.formulae[0]!;
    const lists = wb.getWorksheet('lists')!;
    const listed = (formula: string) => {
      const m = /^lists!\$([A-Z]+)\$1:\$[A-Z]+\$(\d+)$/.exec(formula);
      if (!m) return formula.slice(1, -1).split(',');
      return Array.from({ length: Number(m[2]) }, (_, i) => String(lists.getCell(`${m[1]}${i + 1}`).value));
    };
    expect(listed(fuels)).toEqual(
      expect.arrayContaining(['Natural gas (Chinese guidelines)', 'Natural gas (IPCC 2006)', 'Diesel (Chinese guidelines)']),
    );
    expect(listed(ws.getCell(`${column('Consumption unit')}3`).dataValidation.formulae[0]!)).toEqual(['Tonnes (t)', '10,000 Nm³ (10⁴Nm³)']);
    // the old cell's note says what it is for
    expect(JSON.stringify(ws.getCell(`${column('Parameters')}1`).note)).toContain('earlier template');
  });

  it('in zh-CN the example row is Chinese, and the template uploaded unchanged imports nothing', async () => {
    const res = await s.w.zh.download('/api/main/inventoryEntry/template');
    const ws = (await load(res.rawPayload)).worksheets[0]!;
    const example = (ws.getRow(2).values as unknown[]).slice(1).map(String);
    expect(example).toEqual(expect.arrayContaining(['1 号锅炉', 'A 厂区', '范围一', '天然气（IPCC 2006）', '固定燃烧']));
    expect(ok(await upload(res.rawPayload, s.w.zh))).toEqual({ inserted: 0 });
  });

  it('one column per parameter: a fuel and the quantity give the library’s figures, worked by hand', async () => {
    const file = await fileOf('en-US', [
      // IPCC Tier 1, natural gas (IPCC 2006 set: CC 15.3 tC/TJ, OF 100 %, stationary CH4 1 and N2O 0.1 kg/TJ):
      // CO2 15.3 × 1 × 44/12 × 1000 = 56,100 kg/TJ → 1 TJ = 56.1 t; CH4 0.001 t × 28 = 0.028; N2O 0.0001 t × 265 = 0.0265
      {
        sourceName: 'Gas boiler',
        scope: 'Scope 1',
        sourceType: 'Fuel combustion (IPCC method)',
        fuel: 'Natural gas (IPCC 2006)',
        energyTJ: '1',
      },
      // the guideline method, natural gas (China guideline: 389.31 GJ/10⁴Nm³, 15.30 tC/TJ, 99 %), 1 × 10⁴ Nm³ (the fuel's unit):
      // 0.38931 TJ × 15.30 × 0.99 × 44/12 = 21.62188809 t CO2; CH4 0.38931 kg × 28 = 0.01090068 t; N2O 0.038931 kg × 265 = 0.010316715 t
      { sourceName: 'Guideline boiler', sourceType: 'combustion-cn', fuel: '天然气（中国核算指南）', consumption: '1' },
      // typed parameters, no library: 1 MWh × 0.5 tCO2/MWh
      { sourceName: 'Meter', sourceType: 'electricity-location', kwh: '1000', gridFactor: '0.5' },
    ]);
    expect(ok(await upload(file))).toEqual({ inserted: 3 });
    const byName = new Map((await entries(1)).map((r) => [r.sourceName, r]));
    expect(byName.get('Gas boiler')!.tco2e).toBe('56.1545');
    // the IPCC row keeps its fuel's set with its version, as the guideline row does (traceable, recalculable)
    expect(byName.get('Gas boiler')).toMatchObject({ factorCode: 'IPCC2006-FUEL-NG-NCV', factorVersion: 'IPCC-2006' });
    const guideline = new Decimal('21.62188809').plus('0.01090068').plus('0.010316715');
    expect(new Decimal(byName.get('Guideline boiler')!.tco2e).minus(guideline).abs().lte('0.00005')).toBe(true);
    expect(byName.get('Guideline boiler')!.factorCode).toBe('CN-FUEL-NG-NCV');
    expect((await entries(2)).find((r) => r.sourceName === 'Meter')!.tco2e).toBe('0.5');
  });

  it('a row with three bad cells reports three errors, each with its column label apart from the reason', async () => {
    const file = await fileOf('en-US', [
      {
        sourceName: 'Boiler',
        sourceType: 'combustion-ipcc',
        energyTJ: 'one',
        combustionKind: 'flying',
        co2KgPerTJ: '56100',
        ch4KgPerTJ: '1',
        n2oKgPerTJ: '0.1',
        kwh: '5',
      },
    ]);
    const res = await upload(file);
    expect(res.code).toBe(1012002);
    const [row] = (res.data as { failedRows: Failed[] }).failedRows;
    expect(row!.row).toBe(2);
    expect(row!.cells.map((c) => c.column).sort()).toEqual(['Electricity (kWh)', 'Fuel energy (TJ)', 'Stationary or mobile']);
    const reason = (column: string) => row!.cells.find((c) => c.column === column)!.reason;
    expect(reason('Fuel energy (TJ)')).toBe('Must be a number, not "one"');
    expect(reason('Electricity (kWh)')).toBe('The calculation "Fuel combustion (IPCC method)" does not use this column; leave it empty');
    expect(reason('Stationary or mobile')).toContain('"flying"');
  });

  it('a file of the earlier template (one parameters cell) still imports, in any language', async () => {
    const file = await fileOf(
      'zh-TW',
      [
        {
          sourceName: 'Old boiler',
          sourceType: 'combustion-ipcc',
          parameters: 'energyTJ=1; co2KgPerTJ=56100; ch4KgPerTJ=1; n2oKgPerTJ=0.1',
        },
      ],
      INVENTORY_ENTRY_SHEET_V1,
    );
    expect(ok(await upload(file))).toEqual({ inserted: 1 });
    // 56.1 + 0.028 + 0.0265, as the new columns give it
    expect((await entries(1)).find((r) => r.sourceName === 'Old boiler')!.tco2e).toBe('56.1545');
  });
});
