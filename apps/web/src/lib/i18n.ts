import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import antdEnUS from 'antd/locale/en_US';
import antdZhCN from 'antd/locale/zh_CN';
import antdZhTW from 'antd/locale/zh_TW';
import type { ConfigProviderProps } from 'antd';
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

const DAYJS_LOCALE: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', 'zh-TW': 'zh-tw' };
const ANTD_LOCALE: Record<Locale, AntdLocale> = { 'zh-CN': antdZhCN, 'en-US': antdEnUS, 'zh-TW': antdZhTW };

export function antdLocaleFor(locale: Locale): AntdLocale {
  return ANTD_LOCALE[locale];
}

/** Starts i18next synchronously in `locale` and points dayjs at the same language. */
export function initI18n(locale: Locale = currentLocale()): I18n {
  dayjs.locale(DAYJS_LOCALE[locale]);
  if (i18next.isInitialized) {
    void i18next.changeLanguage(locale);
    return i18next;
  }
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

/** Title of a route code (menu, breadcrumb, document title). */
export function menuTitle(code: string): string {
  return i18next.t(`menu.${code}`, { ns: DOMAIN_NS });
}
