import { LOCALES, resolveLocale, type Locale } from '@carbon/domain';

/** sessionStorage key of the chosen language (spec §2: stored in the session). */
export const LANG_STORAGE_KEY = 'lang';

function isLocale(value: string | null | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/**
 * The language to use: a stored choice wins; otherwise the browser's language
 * (zh-cn → zh-CN, zh-tw → zh-TW, anything else → en-US, per spec §2).
 */
export function detectLocale(stored: string | null | undefined, browserLanguage: string | null | undefined): Locale {
  if (isLocale(stored)) return stored;
  // resolveLocale falls back to zh-CN for an empty value; the spec wants English there.
  if (!browserLanguage?.trim()) return 'en-US';
  return resolveLocale(browserLanguage);
}

function readStored(): string | null {
  try {
    return sessionStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The language of this page load. */
export function currentLocale(): Locale {
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language;
  return detectLocale(readStored(), browser);
}

/** Stores the choice and reloads so every text, antd and dayjs pick it up at start. */
export function changeLocale(locale: Locale, reload: () => void = () => window.location.reload()): void {
  sessionStorage.setItem(LANG_STORAGE_KEY, locale);
  reload();
}
