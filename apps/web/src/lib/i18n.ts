import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import type { ConfigProviderProps } from 'antd';
import { LOCALES, type Locale } from '@carbon/domain';
import { currentLocale } from './locale';

/** Namespace of the domain's catalogues (menu titles, enums, …), shared with the server. */
export const DOMAIN_NS = 'domain';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/**
 * What one language brings, in two chunks per language (lib/i18n-bundles): `<lang>.ts`, what
 * the login page shows (antd's built-in texts, the dayjs locale registered by importing it,
 * the `common` and `login` namespaces, the route titles), and `<lang>-rest.ts`, loaded with the
 * signed-in chunk (the domain catalogue, every screen's namespace). `web` is keyed by namespace
 * or by file path (`locales/<lang>/<namespace>.json` for the shell's and the kit's, `features/<f>/locales/<lang>/<namespace>.json` for a feature's). pro-components read their texts from
 * antd's locale (they ship every language's in their own chunk).
 */
export type LocaleBundle = {
  antd?: AntdLocale;
  dayjs?: string;
  domain: Record<string, string>;
  web: Record<string, Record<string, string>>;
};

/** `signIn`: what the login page needs; `all`: everything a signed-in screen may show. */
export type LocalePart = 'signIn' | 'all';

type Loader = () => Promise<{ default: LocaleBundle }>;

// Issue 8: only the active language is downloaded; a change of language reloads the page
// (lib/locale changeLocale), which then loads the new one.
const BUNDLES: Record<Locale, { signIn: Loader; rest: Loader }> = {
  'zh-CN': { signIn: () => import('./i18n-bundles/zh-CN'), rest: () => import('./i18n-bundles/zh-CN-rest') },
  'en-US': { signIn: () => import('./i18n-bundles/en-US'), rest: () => import('./i18n-bundles/en-US-rest') },
  'zh-TW': { signIn: () => import('./i18n-bundles/zh-TW'), rest: () => import('./i18n-bundles/zh-TW-rest') },
};

/** The built-in texts of the libraries for one language: antd (pro-components follow it) and dayjs. */
export type LibraryLocale = { antd: AntdLocale; dayjs: string };

const libraries = new Map<Locale, LibraryLocale>();
const texts = new Map<Locale, ResourceLanguage>();
const loading = new Map<string, Promise<void>>();

/**
 * The ES modules, not `antd/locale/*`: those are CommonJS re-exports, and the production
 * build's interop hands back `{ default: locale }`, which antd and pro-components silently
 * ignore (English tables said 请输入, Chinese ones "No data"; issue 9). Unwrapped here too,
 * in case a module arrives wrapped once more.
 */
function unwrapAntdLocale(module: AntdLocale): AntdLocale {
  const wrapped = module as AntdLocale & { default?: AntdLocale };
  return !wrapped.locale && wrapped.default ? wrapped.default : module;
}

function register(locale: Locale, bundle: LocaleBundle): void {
  if (bundle.antd && bundle.dayjs) libraries.set(locale, { antd: unwrapAntdLocale(bundle.antd), dayjs: bundle.dayjs });
  const added: ResourceLanguage = { [DOMAIN_NS]: bundle.domain };
  for (const [key, content] of Object.entries(bundle.web)) added[/([^/]+)\.json$/.exec(key)?.[1] ?? key] = content;
  const own = texts.get(locale) ?? {};
  for (const [ns, content] of Object.entries(added))
    own[ns] = { ...(own[ns] as Record<string, string> | undefined), ...(content as Record<string, string>) };
  texts.set(locale, own);
  if (!i18next.isInitialized) return;
  for (const [ns, content] of Object.entries(added)) i18next.addResourceBundle(locale, ns, content, true, true);
  // dayjs and the document language, now that the library texts are there.
  if (i18next.language === locale) applyLocale(locale);
}

function loadPart(locale: Locale, part: 'signIn' | 'rest'): Promise<void> {
  const key = `${locale}:${part}`;
  let done = loading.get(key);
  if (!done) {
    done = BUNDLES[locale][part]().then((m) => register(locale, m.default));
    // A failed download may be retried (the lazy chunks' retry button calls this again).
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

/** Downloads a language's texts (once): `signIn` before `initI18n`, `all` before a signed-in screen. */
export async function loadLocale(locale: Locale, part: LocalePart = 'all'): Promise<void> {
  await Promise.all(part === 'all' ? [loadPart(locale, 'signIn'), loadPart(locale, 'rest')] : [loadPart(locale, 'signIn')]);
}

/** Downloads the rest of the current language (signed-in screens); once. */
export function loadActiveLocale(): Promise<void> {
  return loadLocale(isLocale(i18next.language) ? i18next.language : currentLocale(), 'all');
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The libraries' texts of a loaded language (undefined before `loadLocale`: antd then speaks English). */
export function libraryLocaleFor(locale: Locale): LibraryLocale | undefined {
  return libraries.get(locale);
}

export function antdLocaleFor(locale: Locale): AntdLocale | undefined {
  return libraryLocaleFor(locale)?.antd;
}

/** dayjs (date pickers, relative dates) and the page's `lang` follow the language. */
function applyLocale(language: string): void {
  if (!isLocale(language)) return;
  const library = libraryLocaleFor(language);
  if (library) dayjs.locale(library.dayjs);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Starts i18next synchronously in `locale`, which `loadLocale` has loaded (at least its
 * `signIn` part); dayjs and the
 * document language follow it, now and on every later `changeLanguage` (antd and
 * pro-components follow through AppProviders, which re-renders on the same event).
 */
export function initI18n(locale: Locale = currentLocale()): I18n {
  if (!libraries.has(locale)) throw new Error(`initI18n: the texts of ${locale} are not loaded (await loadLocale first)`);
  applyLocale(locale);
  if (i18next.isInitialized) {
    void i18next.changeLanguage(locale);
    return i18next;
  }
  const resources: Resource = Object.fromEntries(texts);
  i18next.on('languageChanged', applyLocale);
  void i18next.use(initReactI18next).init({
    lng: locale,
    // Used only where en-US is loaded too (tests); the i18n check keeps every key in every language.
    fallbackLng: 'en-US',
    supportedLngs: [...LOCALES],
    resources,
    defaultNS: 'common',
    ns: ['common', DOMAIN_NS],
    // Keys are flat ("pwd.mismatch") in every catalogue, the domain's included.
    keySeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18next;
}

/** Title of a route code from the domain catalogue, in `language` (default: the current one). */
export function menuTitle(code: string, language?: string): string {
  return i18next.t(`menu.${code}`, { ns: DOMAIN_NS, lng: language });
}
