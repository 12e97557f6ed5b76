import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale.js';
import { enumsMessages } from '../i18n/messages/enums.js';
import { ENUMS } from './index.js';

const allKeys = ENUMS.flatMap((e) => [e.key, ...e.items.map((i) => i.key)]);

/**
 * Characters that exist only in simplified Chinese (each has a different traditional
 * form), picked from the vocabulary of these labels. A zh-TW label must contain none.
 */
const SIMPLIFIED_ONLY = [
  ...'这们为发开关门问间时东车长马书体国际区员务质类报审态级设录户选单项采购实验资产输运电废气声险环监测点动据处应预评荣誉绿筑厂链认证洁强愿领烧无厌术业园团楼栋层负责组织权财营规范围盘专边过驳异状进结标达数货赁费润调拟备储剂优视历图转',
];

describe('enumeration labels (i18n/messages/enums.ts)', () => {
  it.each(LOCALES)('%s has a non-empty label for every enumeration and item key', (locale) => {
    const missing = allKeys.filter((k) => !(enumsMessages[locale][k] ?? '').trim());
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('%s has no label for a key no enumeration uses', (locale) => {
    const known = new Set(allKeys);
    expect(Object.keys(enumsMessages[locale]).filter((k) => !known.has(k))).toEqual([]);
  });

  it('writes zh-TW labels in traditional characters', () => {
    const offending = Object.entries(enumsMessages['zh-TW']).filter(([, label]) => [...label].some((ch) => SIMPLIFIED_ONLY.includes(ch)));
    expect(offending).toEqual([]);
  });

  it('writes zh-CN labels in simplified characters where the two differ', () => {
    const traditional = [
      ...'這們為發開關門問間時東車長馬書體國際區員務質類報審態級設錄戶選單項採購實驗資產輸運電廢氣聲險環監測點動據處應預評榮譽綠築廠鏈認證潔強願領燒無厭術業園團樓棟層負責組織權財營規範圍盤專邊過駁異狀進結標達數',
    ];
    const offending = Object.entries(enumsMessages['zh-CN']).filter(([, label]) => [...label].some((ch) => traditional.includes(ch)));
    expect(offending).toEqual([]);
  });

  it('labels items of one enumeration distinctly in every language', () => {
    for (const locale of LOCALES) {
      for (const def of ENUMS) {
        const labels = def.items.map((i) => enumsMessages[locale][i.key]);
        expect(new Set(labels).size, `${locale} ${def.code}`).toBe(labels.length);
      }
    }
  });
});
