import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ALARM_RANK, enumLabelKey, translate } from '@carbon/domain';
import { renderAt } from '../test-utils';
import { enumText, type EnumTranslate } from './enum-labels';
import { idParam } from './id-param';
import { useFeatureLabels } from './use-feature-labels';

const build = (t: EnumTranslate, td: EnumTranslate) => ({
  rank: (code: number) => enumText(td, ALARM_RANK, code),
  add: () => t('action.add'),
});

function Probe() {
  const L = useFeatureLabels('envMonitoring', build);
  return <span data-testid="probe">{[L.rank(0), L.add(), L.t('action.add')].join('|')}</span>;
}

describe('useFeatureLabels', () => {
  it.each([
    ['zh-CN', '新增'],
    ['en-US', 'Add'],
  ] as const)('%s: the feature texts, the domain labels and what build adds', (locale, add) => {
    renderAt(<Probe />, '/', locale);
    const [rank, ownAdd, add2] = screen.getByTestId('probe').textContent!.split('|');
    expect(rank).toBe(translate(locale, enumLabelKey(ALARM_RANK, 0)!));
    expect(ownAdd).toBe(add);
    expect(add2).toBe(add);
  });
});

describe('idParam', () => {
  it('keeps a bigint id and refuses anything else', () => {
    expect(idParam('123456789012345678')).toBe('123456789012345678');
    for (const bad of [null, '', 'abc', '12a', '1234567890123456789', '-1']) expect(idParam(bad)).toBe('');
  });
});
