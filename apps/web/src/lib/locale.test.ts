import { describe, expect, it } from 'vitest';
import { changeLocale, currentLocale, detectLocale, LANG_STORAGE_KEY } from './locale';

describe('detectLocale', () => {
  it.each([
    // [stored, navigator.language, expected]
    [null, 'zh-CN', 'zh-CN'],
    [null, 'zh-cn', 'zh-CN'],
    [null, 'zh-TW', 'zh-TW'],
    [null, 'zh-tw', 'zh-TW'],
    [null, 'en-US', 'en-US'],
    [null, 'en-GB', 'en-US'],
    [null, 'de-DE', 'en-US'],
    [null, 'ja', 'en-US'],
    [null, '', 'en-US'],
    [null, undefined, 'en-US'],
    ['en-US', 'zh-CN', 'en-US'],
    ['zh-TW', 'en-US', 'zh-TW'],
    ['zh-CN', 'de-DE', 'zh-CN'],
    ['fr-FR', 'zh-TW', 'zh-TW'], // an unknown stored value is ignored
  ] as const)('stored %s, browser %s → %s', (stored, browser, expected) => {
    expect(detectLocale(stored, browser)).toBe(expected);
  });
});

describe('changeLocale', () => {
  it('stores the choice in sessionStorage and reloads', () => {
    let reloaded = 0;
    changeLocale('zh-TW', () => {
      reloaded += 1;
    });
    expect(sessionStorage.getItem(LANG_STORAGE_KEY)).toBe('zh-TW');
    expect(reloaded).toBe(1);
    expect(currentLocale()).toBe('zh-TW');
  });
});
