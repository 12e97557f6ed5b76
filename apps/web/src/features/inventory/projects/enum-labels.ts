import { useTranslation } from 'react-i18next';
import { enumLabelKey, type EnumDef } from '@carbon/domain';
import { DOMAIN_NS } from '../../../lib/i18n';

/**
 * Enumerations on the inventory screens: every code shown by its label from the domain
 * catalogue (`enum.<enumKey>.<name>`), never as the raw code. Shared by the project, task
 * and template pages of this feature.
 */

export type Td = (key: string) => string;

/** The domain catalogue's translator (enum labels, permission and menu titles). */
export function useDomainT(): Td {
  const { t } = useTranslation(DOMAIN_NS);
  return t as Td;
}

/** The label of `code`, or "-" for a code the enumeration does not know (never the raw code). */
export function enumText(def: EnumDef, code: string | number | null | undefined, td: Td): string {
  if (code === null || code === undefined) return '-';
  const key = enumLabelKey(def, code);
  return key ? td(key) : '-';
}

/** Select options of an enumeration, in definition order. */
export function enumOptions<V extends string | number>(def: EnumDef, td: Td): { value: V; label: string }[] {
  return def.items.map((item) => ({ value: item.code as V, label: td(item.key) }));
}

/** ProTable `valueEnum` of an enumeration (search selects). */
export function enumValueEnum(def: EnumDef, td: Td): Record<string, { text: string }> {
  return Object.fromEntries(def.items.map((item) => [String(item.code), { text: td(item.key) }]));
}
