import { MESSAGES, enumByCode } from '@carbon/domain';

type T = (key: string, options?: Record<string, unknown>) => string;
type Labelled = { code: string; name?: string; value?: string; labelKey?: string | null; builtIn?: boolean };

/** The remark the dictionary seed writes on every type it creates from an enumeration. */
export const SEEDED_REMARK = 'built-in';

/**
 * The label to show for a row: a dictionary entry seeded from an enumeration (it keeps its
 * `labelKey` until an administrator rewrites the label) and a built-in dictionary type that keeps
 * its seeded (simplified-Chinese) name show in the chosen language; anything else as stored.
 */
export function rowLabel(row: Labelled, field: 'name' | 'value', td: T): string {
  const stored = (field === 'value' ? row.value : row.name) ?? '';
  if (row.labelKey) return td(row.labelKey, { defaultValue: stored });
  const def = row.builtIn ? enumByCode(row.code) : undefined;
  if (def && stored === MESSAGES['zh-CN'][def.key]) return td(def.key, { defaultValue: stored });
  return stored;
}

/** The seed's remark as a label; an administrator's remark as written. */
export const remarkLabel = (remark: string | null | undefined, t: T) => (remark === SEEDED_REMARK ? t('remark.builtIn') : (remark ?? ''));
