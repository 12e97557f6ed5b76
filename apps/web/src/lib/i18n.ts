import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
// The ES modules, not `antd/locale/*`: those are CommonJS re-exports, and the production
// build's interop hands back `{ default: locale }`, which antd and pro-components silently
// ignore (English tables said 请输入, Chinese ones "No data"; issue 9).
import antdEnUS from 'antd/es/locale/en_US';
import antdZhCN from 'antd/es/locale/zh_CN';
import antdZhTW from 'antd/es/locale/zh_TW';
import type { ConfigProviderProps } from 'antd';
import { enUSIntl, zhCNIntl, zhTWIntl } from '@ant-design/pro-components';
import { LOCALES, MESSAGES, type Locale } from '@carbon/domain';
import { currentLocale } from './locale';

/** Namespace of the domain's catalogues (menu titles, enums, …), shared with the server. */
export const DOMAIN_NS = 'domain';

// One JSON file per feature namespace: locales/<lang>/<namespace>.json.
const files = import.meta.glob<Record<string, string>>('../locales/*/*.json', { eager: true, import: 'default' });

function buildResources(): Resource {
  const resources: Resource = {};
  for (const locale of LOCALES) resources[locale] = { [DOMAIN_NS]: MESSAGES[locale] };
  for (const [path, content] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    const lang = match?.[1];
    const ns = match?.[2];
    if (!lang || !ns || !resources[lang]) continue;
    resources[lang][ns] = content;
  }
  return resources;
}

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;
/** pro-components' texts (search form, pagination total, toolbar): `ProConfigProvider intl`. */
export type ProIntl = typeof enUSIntl;

/** A CommonJS module seen through ESM interop may arrive wrapped once more in `default`. */
function unwrap(module: AntdLocale): AntdLocale {
  const wrapped = module as AntdLocale & { default?: AntdLocale };
  return !wrapped.locale && wrapped.default ? wrapped.default : module;
}

/** The built-in texts of the libraries for one language: antd, pro-components and dayjs. */
export type LibraryLocale = { antd: AntdLocale; pro: ProIntl; dayjs: string };

const LIBRARY_LOCALE: Record<Locale, LibraryLocale> = {
  'zh-CN': { antd: unwrap(antdZhCN), pro: zhCNIntl, dayjs: 'zh-cn' },
  'en-US': { antd: unwrap(antdEnUS), pro: enUSIntl, dayjs: 'en' },
  'zh-TW': { antd: unwrap(antdZhTW), pro: zhTWIntl, dayjs: 'zh-tw' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function libraryLocaleFor(locale: Locale): LibraryLocale {
  return LIBRARY_LOCALE[locale];
}

export function antdLocaleFor(locale: Locale): AntdLocale {
  return LIBRARY_LOCALE[locale].antd;
}

/** dayjs (date pickers, relative dates) and the page's `lang` follow the language. */
function applyLocale(language: string): void {
  if (!isLocale(language)) return;
  dayjs.locale(LIBRARY_LOCALE[language].dayjs);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Starts i18next synchronously in `locale`; dayjs and the document language follow it,
 * now and on every later `changeLanguage` (antd and pro-components follow through
 * AppProviders, which re-renders on the same event).
 */
export function initI18n(locale: Locale = currentLocale()): I18n {
  applyLocale(locale);
  if (i18next.isInitialized) {
    void i18next.changeLanguage(locale);
    return i18next;
  }
  i18next.on('languageChanged', applyLocale);
  void i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en-US',
    supportedLngs: [...LOCALES],
    resources: buildResources(),
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
