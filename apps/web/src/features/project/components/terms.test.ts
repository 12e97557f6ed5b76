import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carbon/domain';

/** Issue 29: one term per thing, on screen and in the files the screens export. */
/** Every web namespace on disk, the shell's and the features' (as lib/i18n-bundles finds them). */
const FILES = import.meta.glob<Record<string, string>>(['../../../locales/*/*.json', '../../*/locales/*/*.json'], {
  eager: true,
  import: 'default',
});
const filesOf = (locale: string) => Object.entries(FILES).filter(([f]) => f.includes(`/locales/${locale}/`));
const web = (locale: string, ns: string): Record<string, string> => filesOf(locale).find(([f]) => f.endsWith(`/${ns}.json`))![1];

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
    const texts = [
      ...filesOf('en-US').flatMap(([, t]) => Object.values(t)),
      ...Object.values(MESSAGES['en-US']).filter((v) => !v.includes('ISO 14064-1')),
    ];
    expect(texts.filter((v) => /organiz/i.test(v))).toEqual([]);
  });
});
