/** The three first-class languages. */
export const LOCALES = ['zh-CN', 'en-US', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** A message catalogue fragment: the same keys in every language. */
export type Catalogue = Record<Locale, Record<string, string>>;

/**
 * Picks the language from an Accept-Language style value or a stored choice:
 * zh-cn / zh-hans → zh-CN, zh-tw / zh-hk / zh-hant → zh-TW, any other zh → zh-CN,
 * anything else → en-US (spec §2: the default follows the browser).
 */
export function resolveLocale(value: string | null | undefined): Locale {
  if (!value) return DEFAULT_LOCALE;
  const first = value.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (first === 'zh-tw' || first === 'zh-hk' || first.startsWith('zh-hant')) return 'zh-TW';
  if (first.startsWith('zh')) return 'zh-CN';
  if (first === '') return DEFAULT_LOCALE;
  return 'en-US';
}
