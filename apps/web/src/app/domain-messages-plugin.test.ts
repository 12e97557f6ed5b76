import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carbon/domain';
import { DOMAIN_MESSAGES_PREFIX, domainMessages } from './domain-messages-plugin';

type Hook = (this: { error: (message: string) => never }, id: string) => string | undefined;
const plugin = domainMessages();
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};
const resolve = (id: string) => (plugin.resolveId as unknown as Hook).call(context, id);
const load = (id: string) => (plugin.load as unknown as Hook).call(context, id);

/** The messages the module for `id` exports, read back from its code. */
function messagesOf(id: string): Record<string, string> {
  const code = load(resolve(id)!)!;
  const literal = /^export default JSON\.parse\((".*")\);$/s.exec(code)?.[1];
  if (!literal) throw new Error(`unexpected module code: ${code.slice(0, 80)}`);
  return JSON.parse(JSON.parse(literal) as string) as Record<string, string>;
}

describe('the domain catalogue, one language per module (issue 8)', () => {
  it('serves one language whole, and nothing of the others', () => {
    const zhTW = messagesOf(`${DOMAIN_MESSAGES_PREFIX}zh-TW`);
    expect(zhTW).toEqual(MESSAGES['zh-TW']);
    expect(zhTW['menu.login']).not.toBe(MESSAGES['zh-CN']['menu.login']);
  });

  it('serves only the route titles to the login page', () => {
    const menu = messagesOf(`${DOMAIN_MESSAGES_PREFIX}en-US/menu`);
    expect(Object.keys(menu).length).toBeGreaterThan(10);
    expect(Object.keys(menu).every((key) => key.startsWith('menu.'))).toBe(true);
    expect(menu['menu.login']).toBe(MESSAGES['en-US']['menu.login']);
    const all = Object.keys(MESSAGES['en-US']).filter((key) => key.startsWith('menu.'));
    expect(Object.keys(menu).sort()).toEqual(all.sort());
  });

  it('serves the route titles of all three languages side by side, and nothing else (issue 14)', () => {
    const titles = messagesOf(`${DOMAIN_MESSAGES_PREFIX}all/menu`) as unknown as Record<string, string[]>;
    expect(titles['menu.dashboard']).toEqual([
      MESSAGES['zh-CN']['menu.dashboard'],
      MESSAGES['en-US']['menu.dashboard'],
      MESSAGES['zh-TW']['menu.dashboard'],
    ]);
    expect(titles['menu.dashboard']).toEqual(['首页', 'Home', '首頁']);
    const all = Object.keys(MESSAGES['en-US']).filter((key) => key.startsWith('menu.'));
    expect(Object.keys(titles).sort()).toEqual(all.sort());
    expect(() => resolve(`${DOMAIN_MESSAGES_PREFIX}all`)).toThrow(/unknown catalogue/);
  });

  it('refuses an unknown language or part, and leaves other modules alone', () => {
    expect(() => resolve(`${DOMAIN_MESSAGES_PREFIX}fr-FR`)).toThrow(/unknown catalogue/);
    expect(() => resolve(`${DOMAIN_MESSAGES_PREFIX}en-US/errors`)).toThrow(/unknown catalogue/);
    expect(resolve('./some-module')).toBeUndefined();
    expect(load('/src/main.tsx')).toBeUndefined();
  });
});
