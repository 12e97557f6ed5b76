/**
 * The list of every enumeration, and look-ups shared by the server's dictionary seed,
 * its validators and the web's labels.
 */
import { ENVIRONMENT_ENUMS } from '../environment/dictionary.js';
import { GOAL_ENUMS } from './goals.js';
import { INVENTORY_ENTRY_ENUMS, INVENTORY_ENUMS } from './inventory.js';
import { PROJECT_ENUMS } from './projects.js';
import { SYSTEM_ENUMS } from './system.js';
import { TASK_ENUMS } from './tasks.js';
import type { EnumCode, EnumCodeValue, EnumDef, EnumItem } from './types.js';
import { WASTE_CATALOGUE_KIND } from '../environment/records/waste-catalogue-kind.js';

/** Every enumeration of the product; the dictionary seed walks this list in order. */
export const ENUMS: readonly EnumDef[] = [
  ...SYSTEM_ENUMS,
  ...INVENTORY_ENUMS,
  ...INVENTORY_ENTRY_ENUMS,
  ...TASK_ENUMS,
  ...PROJECT_ENUMS,
  ...GOAL_ENUMS,
  ...ENVIRONMENT_ENUMS,
  WASTE_CATALOGUE_KIND,
];

const BY_CODE: ReadonlyMap<string, EnumDef> = new Map(ENUMS.map((e) => [e.code, e]));

/** The enumeration with dictionary type code `code` (e.g. `sex`), or undefined. */
export function enumByCode(code: string): EnumDef | undefined {
  return BY_CODE.get(code);
}

/**
 * The item of `def` whose code equals `code`. Codes are compared as strings because the
 * dictionary wire form is always a string (contract §1.4) while JSON bodies may carry
 * numbers: `enumItem(SEX, '1')` and `enumItem(SEX, 1)` both find "male".
 */
export function enumItem<E extends EnumDef>(def: E, code: EnumCodeValue): E['items'][number] | undefined {
  const wanted = String(code);
  return def.items.find((item) => String(item.code) === wanted);
}

/** Type guard: `value` is exactly one of the codes of `def` (same type, no coercion). */
export function isEnumCode<E extends EnumDef>(def: E, value: unknown): value is EnumCode<E> {
  return def.items.some((item: EnumItem) => item.code === value);
}

/** The i18n key of the label for `code` in `def`, or undefined for an unknown code. */
export function enumLabelKey(def: EnumDef, code: EnumCodeValue): string | undefined {
  return enumItem(def, code)?.key;
}

/** One dictionary entry as `GET /sysDictType/dropDown` returns it (contract §1.4). */
export type DictDropDownItem = { code: string; value: string };

/**
 * The dropdown form of `def`, in definition order, with labels from `label`
 * (typically `(key) => translate(locale, key)`).
 */
export function enumDropDown(def: EnumDef, label: (key: string) => string): DictDropDownItem[] {
  return def.items.map((item) => ({ code: String(item.code), value: label(item.key) }));
}
