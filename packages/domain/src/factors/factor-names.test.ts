import { describe, expect, it } from 'vitest';
import { factorCodeOf, factorNameIn } from './factor-names.js';
import { FACTOR_SEED } from './seed.js';

describe('factorNameIn (a stored factor name in the reader’s language, issue 25)', () => {
  const ch4 = FACTOR_SEED.find((r) => r.code === 'CN-FUEL-NG-CH4-S')!;

  it('a seeded factor stored with its English name reads in Chinese on a Chinese screen, and the other way round', () => {
    expect(factorNameIn('zh-CN', ch4.code, ch4.nameEn)).toBe(ch4.nameZh);
    expect(factorNameIn('zh-TW', ch4.code, ch4.nameEn)).toBe(ch4.nameZh);
    expect(factorNameIn('en-US', ch4.code, ch4.nameZh)).toBe(ch4.nameEn);
  });

  it('keeps the code an explanation’s name starts with', () => {
    const stored = `${ch4.code} ${ch4.nameEn}`;
    expect(factorNameIn('zh-CN', factorCodeOf(stored), stored)).toBe(`${ch4.code} ${ch4.nameZh}`);
  });

  it('leaves a factor the seed does not know as stored', () => {
    expect(factorNameIn('zh-CN', 'MY-OWN-1', 'My own factor')).toBe('My own factor');
    expect(factorNameIn('en-US', undefined, '自定义')).toBe('自定义');
  });
});
