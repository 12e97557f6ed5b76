import { describe, expect, it } from 'vitest';
import { LOCALES, MESSAGES, type Locale } from '@carbon/domain';
import type { LocaleBundle } from '../i18n';
import zhCN from './zh-CN';
import zhCNRest from './zh-CN-rest';
import enUS from './en-US';
import enUSRest from './en-US-rest';
import zhTW from './zh-TW';
import zhTWRest from './zh-TW-rest';

const BUNDLES: Record<Locale, { signIn: LocaleBundle; rest: LocaleBundle }> = {
  'zh-CN': { signIn: zhCN, rest: zhCNRest },
  'en-US': { signIn: enUS, rest: enUSRest },
  'zh-TW': { signIn: zhTW, rest: zhTWRest },
};

const namespace = (key: string) => /([^/]+)\.json$/.exec(key)?.[1] ?? key;
/** Every web namespace of a language on disk: (features/<f>/)locales/<lang>/<namespace>.json. */
const files = import.meta.glob<Record<string, string>>(['../../locales/*/*.json', '../../features/*/locales/*/*.json'], {
  eager: true,
  import: 'default',
});
const namespacesOf = (locale: Locale) =>
  Object.keys(files)
    .filter((f) => f.includes(`/locales/${locale}/`))
    .map(namespace)
    .sort();

describe.each(LOCALES)('the texts of %s (issue 8: the login page downloads only its own)', (locale) => {
  const { signIn, rest } = BUNDLES[locale];

  it('the login part: the shared and sign-in namespaces, route titles, antd and dayjs texts', () => {
    expect(Object.keys(signIn.web).sort()).toEqual(['common', 'login']);
    expect(Object.keys(signIn.domain).every((key) => key.startsWith('menu.'))).toBe(true);
    expect(signIn.domain['menu.login']).toBe(MESSAGES[locale]['menu.login']);
    expect(signIn.antd?.locale).toBe({ 'zh-CN': 'zh-cn', 'en-US': 'en', 'zh-TW': 'zh-tw' }[locale]);
    expect(signIn.dayjs).toBe({ 'zh-CN': 'zh-cn', 'en-US': 'en', 'zh-TW': 'zh-tw' }[locale]);
  });

  it('the rest: the whole domain catalogue and every other namespace, none twice, none left out', () => {
    expect(rest.domain).toEqual(MESSAGES[locale]);
    const restNs = Object.keys(rest.web).map(namespace);
    expect(restNs).not.toContain('common');
    expect(restNs).not.toContain('login');
    expect([...restNs, 'common', 'login'].sort()).toEqual(namespacesOf(locale));
  });

  it('holds only its own language', () => {
    const own = files[`../../locales/${locale}/common.json`];
    expect(signIn.web.common).toEqual(own);
    for (const other of LOCALES.filter((l) => l !== locale))
      expect(Object.values(rest.web)).not.toContain(files[`../../features/factor/locales/${other}/factor.json`]);
  });
});
