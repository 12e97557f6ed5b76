import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carbon/domain';

/** Issue 29: one term per thing, on screen and in the files the screens export. */
const LOCALES = path.resolve(import.meta.dirname, '../../../locales');
const web = (locale: string, ns: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, locale, `${ns}.json`), 'utf8')) as Record<string, string>;

describe('the terms of the screens and their exports', () => {
  it.each(['zh-CN', 'en-US', 'zh-TW'] as const)('%s: the Excel header of cost-effectiveness is the screen term', (locale) => {
    const screenTerm = web(locale, 'project')['figure.costEffectiveness']!;
    expect(MESSAGES[locale]['projectOverview.column.costEffectiveness']).toMatch(new RegExp(`^${screenTerm}[ （(]`));
  });

  it.each(['zh-CN', 'en-US', 'zh-TW'] as const)("%s: /apply calls a new project's status as the list does", (locale) => {
    const planned = MESSAGES[locale]['enum.constructionStatus.planned']!.toLowerCase();
    const texts = web(locale, 'envRecords');
    for (const key of ['apply.intro', 'permit.statusHint']) expect(texts[key]!.toLowerCase(), key).toContain(planned);
  });

  it('English says "organisation" everywhere (the spelling the en-US texts use), save in the ISO standard\'s title', () => {
    const files = fs.readdirSync(path.join(LOCALES, 'en-US')).filter((f) => f.endsWith('.json'));
    const texts = [
      ...files.flatMap((f) => Object.values(web('en-US', f.replace(/\.json$/, '')))),
      ...Object.values(MESSAGES['en-US']).filter((v) => !v.includes('ISO 14064-1')),
    ];
    expect(texts.filter((v) => /organiz/i.test(v))).toEqual([]);
  });
});
