import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locale.js';
import { hj212Messages } from './hj212.messages.js';
import { HJ212_REFUSAL_REASONS, hj212RefusalKey } from './refusal.js';
import { HJ212_POLLUTANTS, hj212Pollutant, hj212PollutantKey } from './pollutants.js';

describe('HJ 212 pollutant table', () => {
  it('holds the codes the issue names, with their media and units', () => {
    expect(hj212Pollutant('w01018')).toEqual({ code: 'w01018', medium: 'water', unit: 'mg/L' }); // COD
    expect(hj212Pollutant('w21003')).toEqual({ code: 'w21003', medium: 'water', unit: 'mg/L' }); // ammonia nitrogen
    expect(hj212Pollutant('w01001')).toEqual({ code: 'w01001', medium: 'water', unit: '' }); // pH, dimensionless
    expect(hj212Pollutant('w00000')?.unit).toBe('L/s'); // wastewater flow
    expect(hj212Pollutant('a21026')?.medium).toBe('gas'); // SO2
    expect(hj212Pollutant('a21002')?.medium).toBe('gas'); // NOx
    expect(hj212Pollutant('a34013')?.unit).toBe('mg/m³'); // particulate matter
    expect(hj212Pollutant('x99999')).toBeUndefined();
  });

  it('uses Appendix B code shapes, each once', () => {
    const codes = HJ212_POLLUTANTS.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const p of HJ212_POLLUTANTS) expect(p.code).toMatch(p.medium === 'water' ? /^w\d{5}$/ : /^a\d{5}$/);
  });

  it('names every pollutant and every refusal reason in three languages', () => {
    const keys = [...HJ212_POLLUTANTS.map((p) => hj212PollutantKey(p.code)), ...HJ212_REFUSAL_REASONS.map(hj212RefusalKey)];
    for (const locale of LOCALES) {
      for (const key of keys) expect(hj212Messages[locale][key], `${locale} ${key}`).toBeTruthy();
      expect(Object.keys(hj212Messages[locale]).length).toBe(keys.length);
    }
    expect(hj212Messages['zh-CN'][hj212PollutantKey('w01018')]).toBe('化学需氧量');
    expect(hj212Messages['en-US'][hj212PollutantKey('w21003')]).toBe('Ammonia nitrogen');
  });
});
