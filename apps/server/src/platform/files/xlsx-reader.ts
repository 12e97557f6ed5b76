import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { entryStream, FileRefusal, InflateBudget, openZip, type ZipArchive } from './zip-guard.js';

/**
 * The first worksheet of an .xlsx, row by row, through exceljs's streaming reader
 * (`ExcelJS.stream.xlsx.WorkbookReader`): nothing is parsed whole, the reading stops at the
 * row limit, and every byte inflated is counted against the byte limit.
 *
 * exceljs's own `parse()` reads the zip front to back with unzipper, where we cannot count,
 * and spools a sheet that precedes the shared strings to a temporary file. Ours opens the
 * archive by its central directory and feeds the reader's own parts (relationships,
 * workbook, shared strings, styles, worksheet) from counted streams, in the order the
 * worksheet needs them; the other entries (images, themes, other sheets) are never
 * inflated. Those parts are exceljs 4.4's; `xlsx-reader.test.ts` pins their behaviour.
 */

export type SheetLimits = {
  /** Data rows (the header excluded): a sheet with a row numbered beyond maxRows + 1 is refused there. */
  maxRows: number;
  /** Bytes inflated from the archive, all entries read together. */
  maxInflatedBytes: number;
};

/** What a read has done so far: the import's progress. */
export type ReadProgress = {
  /** Data rows read (the sheet row reached, the header excluded). */
  rowsRead: number;
  /** Bytes inflated from the archive so far. */
  bytesInflated: number;
};

type Rel = { Id: string; Target: string };
/** The parts of exceljs 4.4's WorkbookReader we drive (its `parse()` calls them the same way). */
type ReaderParts = {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(iterator: Readable, sheetNo: string): Generator<{ eventType: string; value: ExcelJS.stream.xlsx.WorksheetReader }>;
  workbookRels?: Rel[];
  model?: { sheets?: { rId: string }[] };
};

const OPTIONS = { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' } as const;

/** `worksheets/sheet1.xml` or `/xl/worksheets/sheet1.xml` → `xl/worksheets/sheet1.xml`. */
const partPath = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);

class CountedWorkbookReader extends ExcelJS.stream.xlsx.WorkbookReader {
  private readonly streams: Readable[] = [];

  constructor(
    private readonly zip: ZipArchive,
    private readonly budget: InflateBudget,
  ) {
    super(Readable.from([]), OPTIONS);
  }

  private open(name: string): Readable | undefined {
    const entry = this.zip.entries.get(name);
    if (!entry) return undefined;
    const stream = entryStream(this.zip, entry, this.budget);
    this.streams.push(stream);
    return stream;
  }

  /** Stops every inflater still running (after the row limit, a refusal or the end). */
  close(): void {
    for (const s of this.streams) s.destroy();
  }

  /** The first sheet in the workbook's order, else the lowest-numbered sheet part. */
  private firstSheet(parts: ReaderParts): string | undefined {
    const rId = parts.model?.sheets?.[0]?.rId;
    const rel = parts.workbookRels?.find((r) => r.Id === rId);
    if (rel) return partPath(rel.Target);
    const sheets = [...this.zip.entries.keys()].filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n));
    return sheets.sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]))[0];
  }

  override async *parse(): AsyncGenerator<{ eventType: string; value: unknown }> {
    const parts = this as unknown as ReaderParts;
    const rels = this.open('xl/_rels/workbook.xml.rels');
    if (rels) await parts._parseRels(rels);
    const workbook = this.open('xl/workbook.xml');
    if (!workbook) throw new FileRefusal('unreadable');
    await parts._parseWorkbook(workbook);
    const strings = this.open('xl/sharedStrings.xml');
    if (strings) for await (const _ of parts._parseSharedStrings(strings)); // 'cache': fills this.sharedStrings
    const styles = this.open('xl/styles.xml');
    if (styles) await parts._parseStyles(styles);
    const sheetPath = this.firstSheet(parts);
    const sheet = sheetPath ? this.open(sheetPath) : undefined;
    if (!sheet) return;
    yield* parts._parseWorksheet(sheet, /sheet(\d+)\.xml$/.exec(sheetPath!)?.[1] ?? '1');
  }
}

/**
 * The rows of the first worksheet, in order, as exceljs rows. Throws a FileRefusal for a
 * file that is not a plain zip, that inflates beyond the limit, or whose row numbers go
 * beyond maxRows + 1; any other parsing failure is 'unreadable'.
 */
export async function* readFirstSheet(buf: Buffer, limits: SheetLimits, progress: ReadProgress): AsyncGenerator<ExcelJS.Row> {
  const zip = openZip(buf);
  const reader = new CountedWorkbookReader(zip, new InflateBudget(limits.maxInflatedBytes, (n) => (progress.bytesInflated = n)));
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        if (!Number.isInteger(row.number) || row.number < 1) throw new FileRefusal('unreadable');
        if (row.number > limits.maxRows + 1) throw new FileRefusal('tooManyRows', { max: limits.maxRows });
        progress.rowsRead = row.number - 1;
        yield row;
      }
      return; // the first sheet only
    }
  } catch (e) {
    throw e instanceof FileRefusal ? e : new FileRefusal('unreadable');
  } finally {
    reader.close();
  }
}
