import {
  ENTRY_EXAMPLE_TEXT,
  ENTRY_PARAMETERS,
  INVENTORY_ENTRY_SHEET,
  INVENTORY_ENTRY_SHEET_V1,
  LOCALES,
  translate,
  type InventoryEntryImportRow,
  type Locale,
  type SheetDef,
} from '@carbon/domain';
import { DEFAULT_SHEET_LIMITS } from '../../platform/files/excel.js';
import { createSheetKit, type SheetKit } from '../../platform/files/sheet-kit.js';
import type { SheetSource } from '../../platform/files/sheet-stream.js';
import { writeTemplate } from '../../platform/files/sheet-writer.js';
import { readFirstSheet } from '../../platform/files/xlsx-reader.js';

/**
 * The entry import's sheets (issue 25 item 7): the template in the reader's language (its example row's
 * texts too), and which version of the sheet an upload is: the current one (a column per parameter), or the
 * earlier one (one `parameters` cell), read as it was so that old files still import.
 */

export type EntrySheetVersion = {
  kit: SheetKit<string>;
  /** The definition and row schema by their domain export names (the fast path's reading thread). */
  source: SheetSource;
};

export const CURRENT: EntrySheetVersion = {
  kit: createSheetKit(INVENTORY_ENTRY_SHEET),
  source: { sheet: 'INVENTORY_ENTRY_SHEET', schema: 'inventoryEntryImportRow' },
};
const EARLIER: EntrySheetVersion = {
  kit: createSheetKit(INVENTORY_ENTRY_SHEET_V1),
  source: { sheet: 'INVENTORY_ENTRY_SHEET_V1', schema: 'inventoryEntryImportRow' },
};

/** The sheet with the example row's texts in `locale` (the definition's own are English). */
function localSheet(locale: Locale): SheetDef<string> {
  const local: Record<string, string> = {
    sourceName: translate(locale, ENTRY_EXAMPLE_TEXT.sourceName),
    facility: translate(locale, ENTRY_EXAMPLE_TEXT.facility),
  };
  return {
    ...INVENTORY_ENTRY_SHEET,
    columns: INVENTORY_ENTRY_SHEET.columns.map((c) => (local[c.key] ? { ...c, example: local[c.key]! } : c)),
  };
}

const TEMPLATES = new Map<Locale, SheetDef<string>>(LOCALES.map((l) => [l, localSheet(l)]));

/** The template in `locale`: headers, drop-downs, instructions and the example row in the reader's language. */
export const entryTemplate = (locale: Locale): Promise<Buffer> => writeTemplate(TEMPLATES.get(locale)!, locale);

const headerTexts = (keys: Iterable<string>, labelOf: (key: string) => string) =>
  new Set([...keys].flatMap((k) => [k.toLowerCase(), ...LOCALES.map((l) => translate(l, labelOf(k)).trim().toLowerCase())]));
const PARAMETER_HEADERS = headerTexts(
  ENTRY_PARAMETERS.map((p) => p.key),
  (k) => `inventory.param.${k}`,
);
const OLD_CELL_HEADERS = headerTexts(['parameters'], () => 'inventory.column.parameters');

/**
 * The version of the sheet an upload is: the earlier one when its header has the `parameters` column and
 * none of the parameters' own; else the current one (whose reading refuses a file missing its columns).
 */
export async function entrySheetOf(data: Buffer): Promise<EntrySheetVersion> {
  const headers: string[] = [];
  try {
    const progress = { rowsRead: 0, bytesInflated: 0 };
    for await (const row of readFirstSheet(data, DEFAULT_SHEET_LIMITS, progress)) {
      if (row.number === 1)
        row.eachCell((cell) =>
          headers.push(
            String(cell.text ?? '')
              .trim()
              .toLowerCase(),
          ),
        );
      break;
    }
  } catch {
    return CURRENT; // its own reading says what is wrong with the file
  }
  const old = headers.some((h) => OLD_CELL_HEADERS.has(h));
  return old && !headers.some((h) => PARAMETER_HEADERS.has(h)) ? EARLIER : CURRENT;
}

type Example = { key: string; values: ReadonlySet<unknown> };
/** The example row as read back in any language: every column's value (texts in each language), or none. */
const EXAMPLE: readonly Example[] = INVENTORY_ENTRY_SHEET.columns.map((c) => {
  const localKey = (ENTRY_EXAMPLE_TEXT as Record<string, string>)[c.key];
  if (localKey) return { key: c.key, values: new Set(LOCALES.map((l) => translate(l, localKey))) };
  if (c.example === null) return { key: c.key, values: new Set([undefined]) };
  const option = c.options?.find((o) => o.code === String(c.example));
  return { key: c.key, values: new Set([option ? option.value : c.example]) };
});

/** Whether a row is the template's example row left as it was, in any language (skipped, as the kit skips the English one). */
export function isEntryExample(data: InventoryEntryImportRow): boolean {
  const row = data as Record<string, unknown>;
  return EXAMPLE.every((e) => e.values.has(row[e.key]));
}
