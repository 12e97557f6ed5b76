import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { INVENTORY_ENTRY_SHEET, translate, type InventoryEntryImportRow } from '@carbon/domain';
import { UncleanSheet, type CleanRow } from './sheet-kit.js';
import { sheetStreamCounts, streamCleanRows, type SheetSource } from './sheet-stream.js';

const SOURCE: SheetSource = { sheet: 'INVENTORY_ENTRY_SHEET', schema: 'inventoryEntryImportRow' };

/** An entry import file (English headers) of `rows` natural-gas rows; `bad`: a row number whose source type is missing. */
async function file(rows: number, bad?: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Entries');
  ws.addRow(INVENTORY_ENTRY_SHEET.columns.map((c) => translate('en-US', c.label)));
  for (let i = 0; i < rows; i++) {
    const v: Record<string, string | number> = {
      sourceName: `Boiler ${i}`,
      facility: 'Plant A',
      sourceType: i + 2 === bad ? '' : 'combustion-cn',
      parameters: `consumption=${i + 1}; consumptionUnit=10^4 Nm3; ncv=389.31; carbonContent=15.30; carbonContentUnit=tC/TJ; oxidationRate=0.99`,
      activityQuality: (i % 3) + 1,
    };
    ws.addRow(INVENTORY_ENTRY_SHEET.columns.map((c) => v[c.key] ?? null));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function all(data: Buffer, chunk: number, progress = { rowsRead: 0, bytesInflated: 0 }) {
  const chunks: CleanRow<InventoryEntryImportRow>[][] = [];
  for await (const c of streamCleanRows<InventoryEntryImportRow>(SOURCE, data, 'en-US', { progress, maxRows: 100_000 }, chunk))
    chunks.push(c);
  return chunks;
}

/** The fast path's reading thread (ADR 018): rows read, checked and parsed there, in chunks; anything else ends it with UncleanSheet. */
describe('the sheet reading thread', () => {
  it('answers every row parsed by the schema, in order, a tenth of a chunk first, and follows the reading in the progress', async () => {
    const before = sheetStreamCounts();
    const progress = { rowsRead: 0, bytesInflated: 0 };
    const chunks = await all(await file(2_345), 1_000, progress);
    expect(chunks.map((c) => c.length)).toEqual([100, 1000, 1000, 245]);
    const rows = chunks.flat();
    expect(rows.map((r) => r.row)).toEqual(Array.from({ length: 2_345 }, (_, i) => i + 2));
    expect(rows[7]).toEqual({
      row: 9,
      data: {
        sourceName: 'Boiler 7',
        facility: 'Plant A',
        sourceType: 'combustion-cn',
        parameters: 'consumption=8; consumptionUnit=10^4 Nm3; ncv=389.31; carbonContent=15.30; carbonContentUnit=tC/TJ; oxidationRate=0.99',
        activityQuality: 2,
      },
    });
    expect(progress.rowsRead).toBe(2_345);
    expect(progress.bytesInflated).toBeGreaterThan(100_000);
    expect(sheetStreamCounts()).toEqual({ started: before.started + 1, clean: before.clean + 1 });
  });

  it('ends with UncleanSheet at the first row that fails, after the chunks before it', async () => {
    const chunks: number[] = [];
    const read = (async () => {
      for await (const c of streamCleanRows(SOURCE, await file(3_000, 2_502), 'en-US', {}, 1_000)) chunks.push(c.length);
    })();
    const err = await read.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UncleanSheet);
    expect((err as UncleanSheet).row).toBe(2_502);
    expect(chunks).toEqual([100, 1000, 1000]);
  });

  it('ends with UncleanSheet for a file it refuses (not a spreadsheet, too many rows) and for a schema it does not know', async () => {
    await expect(all(Buffer.from('not a zip at all'), 100)).rejects.toBeInstanceOf(UncleanSheet);
    const tooMany = streamCleanRows(SOURCE, await file(30), 'en-US', { maxRows: 20 }, 1000);
    await expect(tooMany.next()).rejects.toBeInstanceOf(UncleanSheet);
    const unknown = streamCleanRows({ ...SOURCE, schema: 'noSuchSchema' as SheetSource['schema'] }, await file(3), 'en-US', {}, 100);
    await expect(unknown.next()).rejects.toBeInstanceOf(UncleanSheet);
  });

  it('a stream left early stops its reading; the thread serves the next one, and two at once keep their rows apart', async () => {
    const early = streamCleanRows(SOURCE, await file(5_000), 'en-US', {}, 500);
    expect((await early.next()).value).toHaveLength(50);
    await early.return(undefined);
    const [a, b] = await Promise.all([all(await file(1_200), 500), all(await file(700), 500)]);
    expect(a.flat().map((r) => r.row)).toEqual(Array.from({ length: 1_200 }, (_, i) => i + 2));
    expect(b.flat().map((r) => r.data.sourceName)).toEqual(Array.from({ length: 700 }, (_, i) => `Boiler ${i}`));
  });
});
