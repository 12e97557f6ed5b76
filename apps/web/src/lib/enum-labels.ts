import type { ProColumns } from '@ant-design/pro-components';
import { enumLabelKey, type EnumCodeValue, type EnumDef } from '@carbon/domain';

/**
 * Enumerations on screen: every code shown by its label from the domain catalogue
 * (`enum.<enumKey>.<name>`, translated with the domain namespace), never as the raw code.
 * One kit for every feature; the translator always comes first.
 */

/** The domain namespace's translator (`useTranslation(DOMAIN_NS).t`). */
export type EnumTranslate = (key: string, options?: Record<string, unknown>) => string;

export type EnumOption<V> = { value: V; label: string };

/** The label of `code`; nothing, '' or a code the enumeration does not know shows `dash`, never the code. */
export function enumText(td: EnumTranslate, def: EnumDef, code: EnumCodeValue | null | undefined, dash = '—'): string {
  if (code === null || code === undefined || code === '') return dash;
  const key = enumLabelKey(def, code);
  return key ? td(key) : dash;
}

/**
 * Select (or radio) options of an enumeration, in definition order, labelled. The values are the codes as
 * defined, or as `value` maps them: `enumOptions(td, def, String)` for the wire's strings, `Number` for numbers.
 */
export function enumOptions<C extends EnumCodeValue>(td: EnumTranslate, def: EnumDef<C>): EnumOption<C>[];
export function enumOptions<C extends EnumCodeValue, V>(td: EnumTranslate, def: EnumDef<C>, value: (code: C) => V): EnumOption<V>[];
export function enumOptions<C extends EnumCodeValue>(
  td: EnumTranslate,
  def: EnumDef<C>,
  value: (code: C) => unknown = (code) => code,
): EnumOption<unknown>[] {
  return def.items.map((item) => ({ value: value(item.code), label: td(item.key) }));
}

/** ProTable `valueEnum` of an enumeration (search selects), keyed by the code as the wire's string. */
export function enumValueEnum(td: EnumTranslate, def: EnumDef): Record<string, { text: string }> {
  return Object.fromEntries(def.items.map((item) => [String(item.code), { text: td(item.key) }]));
}

/**
 * A table column of an enumeration: searched by a select of its labels (`testId` on the select,
 * the code sent as its wire string), shown by `extra.render` (a tag, a label) or else ProTable's
 * label of the code; `extra` adds to it (`hideInTable` for a search only).
 */
export function enumColumn<T>(
  td: EnumTranslate,
  def: EnumDef,
  title: string,
  dataIndex: string,
  testId: string,
  extra: ProColumns<T> = {},
): ProColumns<T> {
  return { title, dataIndex, valueType: 'select', valueEnum: enumValueEnum(td, def), fieldProps: { 'data-testid': testId }, ...extra };
}
