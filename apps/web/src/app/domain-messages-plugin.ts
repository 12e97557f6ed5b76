import type { Plugin } from 'vite';
// Read when the build starts (vite.config.ts is bundled with this file, the domain's sources
// included): the package itself is TypeScript that Node does not load as it is.
import { MESSAGES } from '../../../../packages/domain/src/i18n/messages/index.js';
import { LOCALES, type Locale } from '../../../../packages/domain/src/i18n/locale.js';

/**
 * `import messages from 'virtual:carbon-domain-messages/en-US'`: the domain catalogue of one
 * language; `…/en-US/menu` only its route titles (`menu.*`, what the login page shows);
 * `…/all/menu` the route titles of every language, key → [zh-CN, en-US, zh-TW] (the seeded
 * titles lib/permissions tells from an administrator's rename; issue 14).
 */
export const DOMAIN_MESSAGES_PREFIX = 'virtual:carbon-domain-messages/';
const RESOLVED = '\0carbon-domain-messages:';
const ALL = 'all';

/**
 * The domain's catalogues are one object per fragment holding all three languages, so a
 * bundler cannot leave two of them out. This plugin serves each language as a module of its
 * own (plain JSON), so the browser downloads only the active language (issue 8). The messages
 * are read when the config loads; Vite restarts the dev server when a domain file changes.
 */
export function domainMessages(): Plugin {
  return {
    name: 'carbon:domain-messages',
    resolveId(id) {
      if (!id.startsWith(DOMAIN_MESSAGES_PREFIX)) return undefined;
      const [locale = '', part, ...extra] = id.slice(DOMAIN_MESSAGES_PREFIX.length).split('/');
      const known = Object.hasOwn(MESSAGES, locale) || (locale === ALL && part === 'menu');
      if (!known || extra.length || (part !== undefined && part !== 'menu')) this.error(`unknown catalogue ${id}`);
      return RESOLVED + [locale, part ?? 'all'].join(':');
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [locale, part] = id.slice(RESOLVED.length).split(':') as [string, string];
      const menuOf = (l: Locale) => Object.fromEntries(Object.entries(MESSAGES[l]).filter(([key]) => key.startsWith('menu.')));
      let messages: Record<string, unknown>;
      if (locale === ALL)
        messages = Object.fromEntries(Object.keys(menuOf('zh-CN')).map((key) => [key, LOCALES.map((l) => MESSAGES[l][key])]));
      else messages = part === 'menu' ? menuOf(locale as Locale) : MESSAGES[locale as Locale];
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}
