import type { EnumDef } from '../enums/types.js';

/**
 * Sheet-column definitions of the Excel imports (issue 9: imports a user can fill). A module
 * declares its columns once, here in the domain; the server's import kit
 * (apps/server/src/platform/files/sheet-kit.ts) derives from them the template (header in the
 * user's language, an example row, an instructions sheet, drop-downs on coded columns), the
 * reading (labels in any language or codes), the row checks and the failed-rows report.
 */

/**
 * How a cell's text is read, and what the instructions say of its format (`imports.format.<kind>`):
 * text as typed (trimmed); integer digits (else the text goes on, for the schema to refuse);
 * decimal plain, Excel's exponent form expanded; date YYYY-MM-DD (a date cell is converted);
 * enum one of `options`, by label in any language or by code; codes a comma-separated list.
 */
export type SheetCellKind = 'text' | 'integer' | 'decimal' | 'date' | 'enum' | 'codes';

/** One allowed value of an enumerated column. */
export type SheetOption = {
  /** The value the row carries after reading (what the module's schema expects). */
  readonly value: string | number;
  /** The code a file may name instead of the label (e.g. `fixed-combustion`). */
  readonly code: string;
  /** i18n key of the label shown in the template's drop-down and the instructions. */
  readonly label: string;
  /** Further spellings accepted (e.g. the numeric code `2` of a user type). */
  readonly aliases?: readonly string[];
};

export type SheetColumnDef<K extends string = string> = {
  readonly key: K;
  /** i18n key of the column's header (also how failures name the column). */
  readonly label: string;
  readonly kind: SheetCellKind;
  /** An empty cell fails the row. */
  readonly required?: boolean;
  /** i18n key of the format the instructions state; default `imports.format.<kind>`. */
  readonly format?: string;
  /** Parameters of `format` (e.g. a length). */
  readonly formatParams?: Readonly<Record<string, string | number>>;
  /** The allowed values of an `enum` column. */
  readonly options?: readonly SheetOption[];
  /** The example row's cell (an enum column names the option's code; the template shows its label). */
  readonly example: string | number | null;
  /** Column width in characters. */
  readonly width?: number;
};

export type SheetDef<K extends string = string> = {
  /** i18n key of the data sheet's name (and of the template's file name). */
  readonly name: string;
  readonly columns: readonly SheetColumnDef<K>[];
  /** Data rows one file may hold (default: the kit's 20,000). */
  readonly maxRows?: number;
};

/** The keys of a sheet definition's columns. */
export type SheetKey<D> = D extends SheetDef<infer K> ? K : never;

/** Declares a sheet; checks that every enum column has options and its example is one of them. */
export function defineSheet<const K extends string>(def: SheetDef<K>): SheetDef<K> {
  for (const c of def.columns) {
    if (c.kind !== 'enum') continue;
    if (!c.options?.length) throw new Error(`sheet column ${c.key}: an enum column needs options`);
    if (c.example !== null && !c.options.some((o) => o.code === c.example)) throw new Error(`sheet column ${c.key}: example not an option`);
  }
  return Object.freeze({ ...def, columns: Object.freeze([...def.columns]) });
}

/**
 * The options of a domain enumeration, labelled by its i18n keys; `value` maps a code to the
 * value the row carries (default: the code itself), `aliases` adds spellings per code.
 */
export function enumOptions(
  def: EnumDef,
  value: (code: string | number) => string | number = (code) => code,
  aliases: (code: string | number) => readonly string[] = () => [],
): SheetOption[] {
  return def.items.map((item) => ({ value: value(item.code), code: String(item.code), label: item.key, aliases: aliases(item.code) }));
}
