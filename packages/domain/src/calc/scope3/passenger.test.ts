import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.js';
import { FACTOR_SEED } from '../../factors/index.js';
import { calculateSource, emissionSourceInput, type ResolvedFactor } from '../source.js';
import { scope3PassengerDistance } from './scope3.js';

/** A seed row as the server resolves it. */
function seed(code: string): ResolvedFactor {
  const r = FACTOR_SEED.find((x) => x.code === code)!;
  return {
    id: '7',
    code,
    factorVersion: r.version,
    name: r.nameEn,
    gas: r.gas,
    value: r.value,
    factorUnit: r.factorUnit,
    gasUnit: r.gasUnit,
    activityUnit: r.activityUnit,
    sourceTitle: r.sourceTitle,
  };
}
const run = (source: unknown, factor?: ResolvedFactor) =>
  calculateSource(emissionSourceInput.parse(source), { gwpSet: 'AR6', ...(factor ? { factor } : {}) });

// Hand-computed: E = passengers × km × EF [kgCO2e/pkm] / 1000; hotel E = nights × EF [kgCO2e/room-night] / 1000.
describe('business travel by passenger-km and hotel night', () => {
  it('2 travellers × 1200 km × 0.156 kg/pkm = 374.4 kg = 0.3744 t', () => {
    const r = scope3PassengerDistance({ category: 6, passengers: 2, distanceKm: 1200, factorKgCo2ePerPkm: '0.156' });
    expect(r.tco2e.toFixed()).toBe('0.3744');
    expect(r.explanation.inputs.find((i) => i.name === 'passengerKm')?.value).toBe('2400');
  });

  it('one traveller by default; the long-haul library row: 9000 km × 0.150 = 1350 kg = 1.35 t', () => {
    const r = run({ type: 'scope3-passenger', category: 6, distanceKm: '9000' }, seed('TRAVEL-AIR-LONG'));
    expect(r.tco2e.toFixed()).toBe('1.35');
    expect(r.explanation.factors[0]?.version).toBe('DESNZ-2024');
  });

  it('rail: 3 × 350 km × 0.03546 = 37.233 kg', () => {
    expect(run({ type: 'scope3-passenger', category: 6, passengers: '3', distanceKm: '350' }, seed('TRAVEL-RAIL')).tco2e.toFixed()).toBe(
      '0.037233',
    );
  });

  it('hotel nights through the average-data method: 3 nights × 53.5 = 160.5 kg; the unit comes from the row', () => {
    const r = run({ type: 'scope3-average', category: 6, quantity: '3' }, seed('TRAVEL-HOTEL-CN'));
    expect(r.tco2e.toFixed()).toBe('0.1605');
    expect(r.explanation.inputs.find((i) => i.name === 'quantity')?.unit).toBe('room-night');
  });

  it('refuses a tonne-km or hotel factor for passenger travel, and a passenger-km one for freight', () => {
    const err = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return e instanceof DomainError ? e.key : String(e);
      }
      return 'none';
    };
    expect(err(() => run({ type: 'scope3-passenger', category: 6, distanceKm: '1' }, seed('TRAVEL-HOTEL-UK')))).toBe(
      'calc.source.factorUnitMismatch',
    );
    expect(err(() => run({ type: 'scope3-distance', category: 4, massT: '1', distanceKm: '1' }, seed('TRAVEL-RAIL')))).toBe(
      'calc.source.factorUnitMismatch',
    );
  });
});
