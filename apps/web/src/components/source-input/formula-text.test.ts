import { describe, expect, it } from 'vitest';
import zhCN from '../../locales/zh-CN/sourceInput.json';
import enUS from '../../locales/en-US/sourceInput.json';
import { formulaText } from './source-explanation';

const tOf = (catalogue: Record<string, string>) => (key: string) => catalogue[key] ?? key;

describe('formulaText: the engine formula in the user language', () => {
  const market = 'E [tCO2] = (consumption − green power − certificates) [kWh] / 1000 × (residual mix ?? grid factor) [tCO2/MWh]';

  it('shows the words of the electricity and spend formulas in Chinese, symbols and units unchanged', () => {
    expect(formulaText(market, tOf(zhCN))).toBe(
      'E [tCO2] = (用电量 − 绿电 − 绿证) [kWh] / 1000 × (剩余组合排放因子 ?? 电网排放因子) [tCO2/MWh]',
    );
    expect(formulaText('E = spend × rate(USD, period) × EF / 1000', tOf(zhCN))).toBe('E = 支出 × 汇率(USD, 月份) × EF / 1000');
    expect(formulaText('E_gas [t] = Energy [TJ] × EF_gas [kg/TJ] / 1000; biogenic CO2 reported separately', tOf(zhCN))).toBe(
      'E_gas [t] = 能量 [TJ] × EF_gas [kg/TJ] / 1000; 生物源 CO2 单独报告',
    );
  });

  it('leaves no engine input name in English either, and formulas of symbols alone as they are', () => {
    expect(formulaText(market, tOf(enUS))).not.toMatch(/\bconsumption\b/);
    const cn = 'E_CO2 [t] = FC × NCV [GJ/unit] × CC [tC/GJ] × OF × 44/12';
    expect(formulaText(cn, tOf(zhCN))).toBe(cn);
  });
});
