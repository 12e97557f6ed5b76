import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { calculateSource, emissionResultToWire, emissionSourceInput, type Locale } from '@carbon/domain';
import { renderAt } from '../../../test-utils';
import { PreviewResult } from './preview-result';

/** The engine's own answer for fixed combustion with carbon content per TJ (so it derives the per-GJ value). */
const combustion = emissionResultToWire(
  calculateSource(
    emissionSourceInput.parse({
      type: 'combustion-cn',
      consumption: '10',
      consumptionUnit: '10^4 Nm3',
      ncv: '389.31',
      carbonContent: '15.30',
      carbonContentUnit: 'tC/TJ',
      oxidationRate: '0.99',
    }),
    { gwpSet: 'AR6' },
  ),
);

/** The codes the preview used to show (issue 9). */
const RAW = [
  'consumption',
  'ncv',
  'carbonContentPerGJ',
  'co2PerC',
  'combustion.cn-guideline',
  'user',
  'derived',
  'stationary',
  'constant:',
];

const cell = (name: string, column: number) =>
  within(screen.getByTestId(`preview-input-${name}`)).getAllByRole('cell')[column]!.textContent;

describe('PreviewResult', () => {
  it.each<[Locale, string, string, string, string, string]>([
    ['zh-CN', '化石燃料燃烧（中国核算指南）', '单位热值含碳量（换算为每 GJ）', '计算得出', '固定源', '用户填写'],
    ['en-US', 'Fuel combustion (Chinese guidelines)', 'Carbon content per GJ (converted)', 'Derived', 'Stationary', 'Entered by the user'],
    ['zh-TW', '化石燃料燃燒（中國核算指南）', '單位熱值含碳量（換算為每 GJ）', '計算得出', '固定源', '使用者填寫'],
  ])('%s: method, inputs, values and sources show as labels', (locale, method, perGJ, derived, stationary, user) => {
    renderAt(<PreviewResult result={combustion} />, '/', locale);
    expect(screen.getByTestId('preview-method').textContent).toBe(method);
    expect(cell('carbonContentPerGJ', 0)).toBe(perGJ);
    expect(cell('carbonContentPerGJ', 3)).toBe(derived);
    expect(cell('sourceType', 1)).toBe(stationary);
    expect(cell('sourceType', 2)).toBe('—');
    expect(cell('consumption', 3)).toBe(user);
    const inputs = screen.getByTestId('preview-inputs');
    const texts = within(inputs)
      .getAllByRole('cell')
      .map((c) => c.textContent ?? '');
    for (const code of RAW)
      expect(
        texts.filter((s) => s === code || s.startsWith('constant:')),
        code,
      ).toEqual([]);
    if (locale !== 'en-US') expect(cell('co2PerC', 3)).toMatch(/^常[数數]：IPCC 2006 年指南/);
  });
});
