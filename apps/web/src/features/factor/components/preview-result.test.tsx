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

  it.each<[Locale, string]>([
    ['en-US', '2,729.7479'],
    ['zh-CN', '2,729.7479'],
    ['zh-TW', '2,729.7479'],
  ])('%s: a derived quantity shows 4 decimals grouped by language, the exact value in its title (issue 25 item 8)', (locale, shown) => {
    const exact = '2729.74790537333333333';
    renderAt(
      <PreviewResult
        result={{
          ...combustion,
          tco2e: exact,
          gases: { CO2: exact, CH4: '0.000012345678' },
          gasesCo2e: { CO2: exact, CH4: '0.00034567' },
          biogenicCo2: '12.5',
          outsideScopes: '1234567.000049999',
        }}
      />,
      '/',
      locale,
    );
    const total = screen.getByTestId('preview-tco2e');
    expect(total.textContent).toBe(shown);
    expect(total.getAttribute('title')).toBe(exact);
    const co2 = within(screen.getByTestId('preview-gas-CO2')).getAllByRole('cell');
    expect(co2.map((c) => c.textContent)).toEqual(['CO2', shown, shown]);
    // 0.000012345678 t → 0.0000; 0.00034567 → 0.0003 (half up at the fifth place: 0.00034 | 567)
    const ch4 = within(screen.getByTestId('preview-gas-CH4')).getAllByRole('cell');
    expect(ch4.map((c) => c.textContent)).toEqual(['CH4', '0.0000', '0.0003']);
    expect(ch4[1]!.querySelector('[title]')?.getAttribute('title')).toBe('0.000012345678');
    expect(screen.getByTestId('preview-biogenic').textContent).toContain('12.5000 t');
    // 1234567.000049999 → 1,234,567.0000 (the fifth place 4 rounds down)
    expect(screen.getByTestId('preview-outside-scopes').textContent).toContain('1,234,567.0000 tCO2e');
  });

  it("the engine's combustion answer: 3,893.1 GJ × 0.0153 tC/GJ × 0.99 × 44/12 = 216.2188809 tCO2 shows as 216.2189", () => {
    renderAt(<PreviewResult result={combustion} />, '/', 'en-US');
    expect(screen.getByTestId('preview-tco2e').textContent).toBe('216.2189');
    expect(screen.getByTestId('preview-tco2e').getAttribute('title')).toBe('216.2188809');
  });
});
