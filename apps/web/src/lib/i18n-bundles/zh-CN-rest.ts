import domain from 'virtual:carbon-domain-messages/zh-CN';
import type { LocaleBundle } from '../i18n';

/** The rest of the language, loaded with the signed-in chunk: the domain catalogue and every screen's namespace. */
const bundle: LocaleBundle = {
  domain,
  web: import.meta.glob<Record<string, string>>(
    ['../../locales/zh-CN/*.json', '../../features/*/locales/zh-CN/*.json', '!**/common.json', '!**/login.json'],
    {
      eager: true,
      import: 'default',
    },
  ),
};
export default bundle;
