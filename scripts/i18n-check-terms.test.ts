import { describe, expect, it } from 'vitest';
import { termProblems } from './i18n-check-terms.js';

describe('zh-TW terms (one per concept)', () => {
  it('refuses the mainland variants and names the Taiwan-usual term', () => {
    const problems = termProblems([
      ['web approval: a', '待審批'],
      ['web report: b', '活動數據'],
      ['domain calc: c', '外購電力（基於位置）'],
      ['domain calc: d', '外購電力（以位置為基礎）'],
      ['web approval: e', '待簽核的資料'],
    ]);
    expect(problems).toEqual([
      'term: web approval: a uses "審批" in zh-TW; Taiwan-usual is "簽核"',
      'term: web report: b uses "數據" in zh-TW; Taiwan-usual is "資料"',
      'term: domain calc: c uses "基於位置" in zh-TW; Taiwan-usual is "以位置為基礎"',
    ]);
  });
});
