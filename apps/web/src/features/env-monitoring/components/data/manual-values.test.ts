import { describe, expect, it } from 'vitest';
import { manualValuesOf, periodRows, periodsOf } from './manual-values';

describe('manual periods', () => {
  it('is the year for an annual point and its twelve months for a monthly one', () => {
    expect(periodsOf(1, 2026)).toEqual(['2026']);
    const months = periodsOf(2, 2026);
    expect(months).toHaveLength(12);
    expect([months[0], months[8], months[11]]).toEqual(['2026-01', '2026-09', '2026-12']);
  });

  it("puts each stored value on its period's row, with the latest update", () => {
    const rows = periodRows({ fillType: 2 }, 2026, [
      { period: '2026-03', pollutant: 'w01018', value: '31.5', updatedAt: '2026-04-02T01:00:00.000Z' },
      { period: '2026-03', pollutant: 'w21003', value: '2.1', updatedAt: '2026-04-03T01:00:00.000Z' },
    ]);
    expect(rows[2]).toEqual({ period: '2026-03', values: { w01018: '31.5', w21003: '2.1' }, updatedAt: '2026-04-03T01:00:00.000Z' });
    expect(rows[3]).toEqual({ period: '2026-04', values: {}, updatedAt: undefined });
  });

  it('sends only the pollutants given a value, trimmed, in the point’s order', () => {
    const point = { pollutants: [{ code: 'w01018' }, { code: 'w21003' }, { code: 'w21011' }] } as Parameters<typeof manualValuesOf>[0];
    expect(manualValuesOf(point, { w21011: ' 0.4 ', w01018: '12', w21003: '  ' })).toEqual([
      { pollutant: 'w01018', value: '12' },
      { pollutant: 'w21011', value: '0.4' },
    ]);
  });
});
