import { INVENTORY_ENTRY_SHEET, translate, type Locale } from '@carbon/domain';
import { buildXlsx } from '../factor/testing.js';

/** Test helper (not used by the app): an entry import file with the template's headers in `locale`. */
export async function entryImportFile(
  locale: Locale,
  scope: number,
  rows: [sourceName: string, facility: string, input: { type: string; category?: number } & Record<string, unknown>][],
): Promise<Buffer> {
  const header = INVENTORY_ENTRY_SHEET.columns.map((c) => translate(locale, c.label));
  const cells = rows.map(([sourceName, facility, input]) => {
    const { type, category, ...params } = input;
    const parameters = Object.entries(params)
      .map(([k, v]) => `${k}=${String(v)}`)
      .join('; ');
    const byKey: Record<string, string | number | null> = {
      sourceName,
      facility,
      category: scope === 3 ? (category ?? null) : null,
      sourceType: type,
      parameters,
    };
    return INVENTORY_ENTRY_SHEET.columns.map((c) => byKey[c.key] ?? null);
  });
  return buildXlsx(header, cells);
}
