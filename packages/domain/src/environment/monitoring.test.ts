import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailyAverage, dayStart, exceeds, hourStart, hourlyAverage, meanOf, MIN_VALID_HOURS_PER_DAY } from './averages.js';
import { DEFAULT_RANK_THRESHOLDS, rankOf, ratioOf, shownRatio, thresholdsValid } from './alarm-rank.js';
import { ALARM_TRANSITIONS, alarmActions, alarmTransition, mayHandle } from './alarm-machine.js';
import { decimalString, isPlainDecimal } from './monitoring.schema.js';

describe('hour and day windows in Asia/Shanghai (UTC+8)', () => {
  it.each([
    ['2026-03-01T10:59:59+08:00', '2026-03-01T02:00:00.000Z'],
    ['2026-03-01T11:00:00+08:00', '2026-03-01T03:00:00.000Z'],
    ['2026-03-01T00:30:00+08:00', '2026-02-28T16:00:00.000Z'],
  ])('the hour of %s starts at %s', (at, start) => expect(hourStart(new Date(at)).toISOString()).toBe(start));

  it.each([
    // 07:59 UTC on 1 March is 15:59 local: the local day started at 16:00 UTC on 28 February
    ['2026-03-01T07:59:00Z', '2026-02-28T16:00:00.000Z'],
    // 16:00 UTC is local midnight of 2 March
    ['2026-03-01T16:00:00Z', '2026-03-01T16:00:00.000Z'],
    ['2026-03-01T15:59:59Z', '2026-02-28T16:00:00.000Z'],
  ])('the local day of %s starts at %s', (at, start) => expect(dayStart(new Date(at)).toISOString()).toBe(start));

  it('windows follow another zone when configured (UTC)', () => {
    expect(dayStart(new Date('2026-03-01T07:59:00Z'), 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});

describe('averages', () => {
  it('means exactly, rounded half-up to 6 places', () => {
    expect(meanOf(['40', '60', '80'])).toBe('60');
    expect(meanOf(['0.1', '0.2'])).toBe('0.15');
    expect(meanOf(['1', '1', '2'])).toBe('1.333333'); // 4/3
    expect(meanOf(['2', '2', '1'])).toBe('1.666667'); // 5/3, half-up
    expect(meanOf([])).toBeNull();
  });

  it('an hour prefers the reported hourly value, then minute data, then real-time data', () => {
    expect(hourlyAverage({ hour: ['12.50'], minute: ['1', '2'], realtime: ['9'] })).toEqual({ value: '12.5', count: 1, from: 'hour' });
    expect(hourlyAverage({ minute: ['1', '2'], realtime: ['9'] })).toEqual({ value: '1.5', count: 2, from: 'minute' });
    expect(hourlyAverage({ realtime: ['9', '10', '11'] })).toEqual({ value: '10', count: 3, from: 'realtime' });
    expect(hourlyAverage({})).toBeNull();
  });

  it('a day needs 20 valid hourly values (HJ 75-2017): 19 is insufficient, 20 gives the mean', () => {
    expect(MIN_VALID_HOURS_PER_DAY).toBe(20);
    const nineteen = [...Array<string>(19).fill('45'), null, null, null, null, null];
    expect(dailyAverage(nineteen)).toEqual({ validHours: 19, value: null, insufficient: true });
    const twenty = [...Array<string>(19).fill('40'), '60', null, null, null, null];
    // (19 × 40 + 60) / 20 = 820 / 20 = 41
    expect(dailyAverage(twenty)).toEqual({ validHours: 20, value: '41', insufficient: false });
  });

  it('exceeds means strictly above the limit; no limit, no exceedance', () => {
    expect(exceeds('50.000001', '50')).toBe(true);
    expect(exceeds('50', '50')).toBe(false);
    expect(exceeds('80', null)).toBe(false);
  });
});

describe('rank by ratio, thresholds as data', () => {
  it.each([
    ['100', '50', 0], // ratio 2: urgent (inclusive)
    ['99.999', '50', 1], // 1.99998: important
    ['75', '50', 1], // 1.5: important (inclusive)
    ['74.99', '50', 2], // 1.4998: general
    ['51', '50', 2],
  ])('average %s over limit %s ranks %i by default', (avg, limit, rank) => expect(rankOf(ratioOf(avg, limit))).toBe(rank));

  it('follows edited thresholds', () => {
    expect(rankOf('2', { urgentRatio: '3', importantRatio: '1.5' })).toBe(1);
    expect(rankOf('3', { urgentRatio: '3', importantRatio: '1.5' })).toBe(0);
  });

  it('shows the ratio with 4 decimals and validates thresholds', () => {
    expect(shownRatio(ratioOf('200', '3'))).toBe('66.6667');
    expect(thresholdsValid(DEFAULT_RANK_THRESHOLDS)).toBe(true);
    expect(thresholdsValid({ urgentRatio: '1.5', importantRatio: '1.5' })).toBe(false);
    expect(thresholdsValid({ urgentRatio: '2', importantRatio: '1' })).toBe(false);
  });
});

describe('the alarm machine: 0 unassigned → 1 unprocessed → 2 processed', () => {
  it('allows exactly assign from 0 and handle from 1', () => {
    expect(ALARM_TRANSITIONS.map((t) => [t.from, t.action, t.to])).toEqual([
      [0, 'assign', 1],
      [1, 'handle', 2],
    ]);
    expect(alarmTransition(0, 'assign')?.to).toBe(1);
    expect(alarmTransition(1, 'handle')?.to).toBe(2);
  });

  it.each([
    [0, 'handle'],
    [1, 'assign'],
    [2, 'assign'],
    [2, 'handle'],
  ] as const)('refuses %i → %s', (from, action) => expect(alarmTransition(from, action)).toBeUndefined());

  it('lists the actions of each status, and who may handle', () => {
    expect([0, 1, 2].map((s) => alarmActions(s as 0 | 1 | 2))).toEqual([['assign'], ['handle'], []]);
    expect(mayHandle({ handlerId: 7 }, 7, false)).toBe(true);
    expect(mayHandle({ handlerId: 7 }, 8, false)).toBe(false);
    expect(mayHandle({ handlerId: 7 }, 8, true)).toBe(true);
    expect(mayHandle({ handlerId: null }, 8, false)).toBe(false);
  });
});

describe('the plain-decimal fast path of ingestion', () => {
  it('accepts only what the schema accepts unchanged', () => {
    for (const v of ['0', '-1', '30', '30.5', '12345678901234.123456', '-0.000001']) expect(isPlainDecimal(v), v).toBe(true);
    for (const v of ['', '-', '.5', '5.', '1.1234567', '123456789012345', ' 30', '30 ', '1e3', '+1', '3,5', '--1'])
      expect(isPlainDecimal(v), v).toBe(false);
    // whatever it accepts, the schema accepts as it is (the schema also accepts what only needs trimming)
    fc.assert(
      fc.property(fc.stringMatching(/^[-+ .e0-9]{0,24}$/), (v) => {
        if (isPlainDecimal(v)) expect(decimalString.safeParse(v)).toEqual({ success: true, data: v });
        else if (v.trim() === v) expect(decimalString.safeParse(v).success).toBe(false);
      }),
    );
  });
});
