import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { DomainError, LOCALES, translate, type Locale } from '@carbon/domain';
import { readSheet, type ReadSheetOptions, type SheetColumn } from './excel.js';
import {
  cellBomb,
  declaredSheetSize,
  repeatedDeflate,
  rowBomb,
  rowXml,
  sharedStringsBomb,
  SHEET_HEAD,
  SHEET_TAIL,
  workbookWithSheet,
} from './testing.js';

/**
 * Issue 8, imports 2: a 16 MB .xlsx holding 190 MB of XML was parsed whole, and a 1.5 MB
 * zip whose central directory understated an entry's size passed the guard entirely. The
 * reader streams, stops at the row limit, and counts the bytes it actually inflates.
 */
const MB = 1024 * 1024;
const LIMIT = 64 * MB; // DEFAULT_SHEET_LIMITS: the reader's default byte limit
const ONE_CHUNK = 64 * 1024; // the most the reader inflates past the limit before it stops

const HEADERS: Record<Locale, string> = { 'zh-CN': '名称', 'en-US': 'Name', 'zh-TW': '名稱' };
const NAME_ONLY = Object.fromEntries(LOCALES.map((l) => [l, [{ key: 'name', header: HEADERS[l] }]])) as Record<Locale, SheetColumn[]>;
const TWO = Object.fromEntries(
  LOCALES.map((l) => [
    l,
    [
      { key: 'name', header: HEADERS[l] },
      { key: 'when', header: 'When' },
    ],
  ]),
) as Record<Locale, SheetColumn[]>;

/** The declared size of sheet 2 of an exceljs workbook (exceljs states sizes truthfully). */
function declaredSheetSize2(xlsx: Buffer): number {
  const name = Buffer.from('xl/worksheets/sheet2.xml');
  const at = xlsx.lastIndexOf(name) - 46; // its central-directory record
  return xlsx.readUInt32LE(at + 24);
}

type Refusal = { code: number; message: string; data: { reason: string; bytesInflated: number; rowsRead: number } };

/** The DomainError a read throws, rendered as the envelope would carry it in `locale`. */
async function refusal(file: Buffer, locale: Locale, columns = NAME_ONLY, options: ReadSheetOptions = {}): Promise<Refusal> {
  try {
    await readSheet(file, columns, locale, options);
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    return { code: e.code, message: translate(locale, e.key, e.params), data: e.data as Refusal['data'] };
  }
  throw new Error('the file was accepted');
}

describe('streaming sheet reader', () => {
  it('the bomb format is a valid workbook: a small one is read, by exceljs alone too', async () => {
    const small = cellBomb(['Name'], 1);
    const rows = await readSheet(small, NAME_ONLY, 'en-US');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.row).toBe(2);
    expect(rows[0]!.values.name).toHaveLength(MB);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(small as unknown as ArrayBuffer);
    expect(String(wb.worksheets[0]!.getCell('A2').value)).toHaveLength(MB);
  });

  it('refuses a sheet inflating to 1 GB at the byte limit, having inflated no more than the limit and a chunk', async () => {
    const bomb = cellBomb(['Name'], 1024);
    expect(bomb.length).toBeLessThan(2 * MB);
    const r = await refusal(bomb, 'en-US');
    expect(r.code).toBe(1012003);
    expect(r.message).toContain(translate('en-US', 'import.refused.inflatedTooLarge', { mb: 64 }));
    expect(r.data.reason).toBe('inflatedTooLarge');
    expect(r.data.bytesInflated).toBeGreaterThan(LIMIT);
    expect(r.data.bytesInflated).toBeLessThanOrEqual(LIMIT + ONE_CHUNK);
  });

  it('says why in the caller language, at the limit the import sets', async () => {
    const bomb = cellBomb(['Name'], 16);
    for (const locale of LOCALES) {
      const r = await refusal(bomb, locale, NAME_ONLY, { maxInflatedBytes: MB });
      expect(r.message).toBe(
        translate(locale, 'error.1012003', { reason: translate(locale, 'import.refused.inflatedTooLarge', { mb: 1 }) }),
      );
      expect(r.data.bytesInflated).toBeLessThanOrEqual(MB + ONE_CHUNK);
    }
  });

  it('refuses the same bomb when its zip directory says the sheet is 4 KB: the bytes inflated count, not the declared size', async () => {
    const liar = cellBomb(['Name'], 1024, { declaredSheetBytes: 4096 });
    expect(declaredSheetSize(liar)).toBe(4096);
    const r = await refusal(liar, 'zh-CN');
    expect(r.message).toBe(
      translate('zh-CN', 'error.1012003', { reason: translate('zh-CN', 'import.refused.inflatedTooLarge', { mb: 64 }) }),
    );
    expect(r.data.bytesInflated).toBeGreaterThan(LIMIT);
    expect(r.data.bytesInflated).toBeLessThanOrEqual(LIMIT + ONE_CHUNK);
  });

  it('stops a bomb in the shared strings (which exceljs keeps in memory) the same way; a small table is read', async () => {
    const r = await refusal(sharedStringsBomb(['Name'], 512), 'en-US');
    expect(r.data.reason).toBe('inflatedTooLarge');
    expect(r.data.bytesInflated).toBeLessThanOrEqual(LIMIT + ONE_CHUNK);
    const rows = await readSheet(sharedStringsBomb(['Name'], 1), NAME_ONLY, 'en-US');
    expect(rows[0]!.values.name).toBe('B'.repeat(MB));
  });

  it('stops at the row limit: a sheet of 100,000 rows is refused after reading 20,000 of them', async () => {
    const bomb = rowBomb(['Name'], ['same row again'], 100_000);
    const full = declaredSheetSize(bomb);
    const r = await refusal(bomb, 'zh-TW');
    expect(r.message).toContain(translate('zh-TW', 'import.refused.tooManyRows', { max: 20_000 }));
    expect(r.data.rowsRead).toBe(20_000);
    expect(r.data.bytesInflated).toBeLessThan(full / 3);
  });

  it('applies a smaller row limit when the import sets one', async () => {
    const r = await refusal(rowBomb(['Name'], ['x'], 1001), 'en-US', NAME_ONLY, { maxRows: 1000 });
    expect(r.message).toContain('more than 1000 rows');
    expect((await readSheet(rowBomb(['Name'], ['x'], 1000), NAME_ONLY, 'en-US', { maxRows: 1000 })).length).toBe(1000);
  });

  it('reads only the first sheet: a large second sheet is never inflated', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('First').addRows([['Name'], ['only row']]);
    const second = wb.addWorksheet('Second');
    for (let i = 0; i < 3000; i++) second.addRow(Array.from({ length: 20 }, (_, c) => i * 20 + c + 0.5));
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const progress = { rowsRead: 0, bytesInflated: 0 };
    const rows = await readSheet(file, NAME_ONLY, 'en-US', { progress });
    expect(rows.map((r) => r.values.name)).toEqual(['only row']);
    expect(progress.rowsRead).toBe(1);
    expect(progress.bytesInflated).toBeGreaterThan(0);
    expect(declaredSheetSize2(file)).toBeGreaterThan(MB);
    expect(progress.bytesInflated).toBeLessThan(100 * 1024); // sheet 2 (over 1 MB of XML) is never inflated
  });

  it('keeps the cell conversions of the whole-file reader: dates, numbers, formulas, rich text, shared strings', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('S');
    ws.addRow(['Name', 'When']);
    ws.addRow([{ richText: [{ text: 'rich ' }, { text: 'text', font: { bold: true } }] }, new Date(Date.UTC(2024, 1, 29))]);
    ws.addRow([{ formula: '1+1', result: 2 }, 42.5]);
    ws.addRow(['', '']); // empty: skipped
    ws.addRow(['shared', 'shared']);
    const rows = await readSheet(Buffer.from(await wb.xlsx.writeBuffer()), TWO, 'en-US');
    expect(rows).toEqual([
      { row: 2, values: { name: 'rich text', when: '2024-02-29' } },
      { row: 3, values: { name: '2', when: '42.5' } },
      { row: 5, values: { name: 'shared', when: 'shared' } },
    ]);
  });

  it('names the missing columns, and refuses what is not a plain zip or not a workbook', async () => {
    const noName = workbookWithSheet(repeatedDeflate(SHEET_HEAD + rowXml(1, ['Other']), '', 0, SHEET_TAIL));
    expect((await refusal(noName, 'en-US')).message).toContain(translate('en-US', 'import.missingColumns', { columns: 'Name' }));
    expect((await refusal(Buffer.from('a,b\n1,2\n'), 'en-US')).data.reason).toBe('notZip');
    const good = cellBomb(['Name'], 1);
    expect((await refusal(good.subarray(0, good.length - 30), 'en-US')).data.reason).toBe('corrupt');
    const encrypted = Buffer.from(good);
    for (let p = encrypted.indexOf('PK\x01\x02'); p >= 0; p = encrypted.indexOf('PK\x01\x02', p + 4)) encrypted.writeUInt16LE(1, p + 8);
    expect((await refusal(encrypted, 'en-US')).data.reason).toBe('unsupported');
    const garbled = Buffer.from(good);
    const sheetData = garbled.indexOf('xl/worksheets/sheet1.xml') + 'xl/worksheets/sheet1.xml'.length;
    garbled.fill(0xff, sheetData + 5, sheetData + 60); // inside the sheet's deflate stream
    expect((await refusal(garbled, 'en-US')).data.reason).toBe('unreadable');
  });
});
