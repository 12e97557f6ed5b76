import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { translate } from '../i18n/messages/index.js';
import { calendarDay, dayBefore, planNewVersion, valueJump, type VersionPeriod } from './factor-versions.js';

const v = (id: string, validFrom: string | null, validTo: string | null): VersionPeriod => ({
  id,
  factorVersion: `v${id}`,
  validFrom,
  validTo,
});
const TODAY = '2026-05-20';
const open = { validFrom: null, validTo: null };

/** Whether two periods share a day (null ends are open). */
const overlap = (a: { validFrom: string | null; validTo: string | null }, b: { validFrom: string | null; validTo: string | null }) =>
  (a.validFrom ?? '0000-01-01') <= (b.validTo ?? '9999-12-31') && (b.validFrom ?? '0000-01-01') <= (a.validTo ?? '9999-12-31');

describe('planNewVersion (issue 9: never two versions active at once)', () => {
  it('the first version of a code keeps its dates, none included', () => {
    expect(planNewVersion([], open, TODAY)).toEqual({ validFrom: null, ends: [] });
    expect(planNewVersion([], { validFrom: '2020-01-01', validTo: null }, TODAY)).toEqual({ validFrom: '2020-01-01', ends: [] });
  });

  it('without a start date the new version starts today and the open previous one ends yesterday', () => {
    expect(planNewVersion([v('1', null, null)], open, TODAY)).toEqual({
      validFrom: TODAY,
      ends: [{ id: '1', factorVersion: 'v1', validTo: '2026-05-19' }],
    });
    expect(planNewVersion([v('1', '2020-01-01', '2030-12-31')], open, TODAY).ends).toEqual([
      { id: '1', factorVersion: 'v1', validTo: '2026-05-19' },
    ]);
  });

  it('versions that already ended stay as they are', () => {
    const plan = planNewVersion([v('1', '2019-01-01', '2019-12-31'), v('2', '2020-01-01', null)], open, TODAY);
    expect(plan.ends.map((e) => e.id)).toEqual(['2']);
  });

  it('with a start date the version it follows ends the day before', () => {
    const plan = planNewVersion([v('1', '2020-01-01', null)], { validFrom: '2025-01-01', validTo: null }, TODAY);
    expect(plan).toEqual({ validFrom: '2025-01-01', ends: [{ id: '1', factorVersion: 'v1', validTo: '2024-12-31' }] });
  });

  it('explicit periods that start together are left to the user (no change)', () => {
    const plan = planNewVersion([v('1', '2022-01-01', '2022-12-31')], { validFrom: '2022-01-01', validTo: '2022-12-31' }, TODAY);
    expect(plan).toEqual({ validFrom: '2022-01-01', ends: [] });
  });

  it('refuses a version without a start date when another starts today or later (2026004 on validFrom)', () => {
    try {
      planNewVersion([v('1', null, '2026-05-19'), v('2', '2026-06-01', null)], open, TODAY);
      expect.unreachable();
    } catch (e) {
      const err = e as DomainError;
      expect([err.code, err.field]).toEqual([2026004, 'validFrom']);
      expect(translate('en-US', err.key, err.params)).toMatch(/^Version v2 is valid from 2026-06-01: a new version without a start date/);
    }
    // an end date before the later version's start makes room
    expect(planNewVersion([v('2', '2026-06-01', null)], { validFrom: null, validTo: '2026-05-31' }, TODAY).validFrom).toBe(TODAY);
  });

  it('refuses an end date before the defaulted start (1012001 on validTo)', () => {
    try {
      planNewVersion([v('1', null, null)], { validFrom: null, validTo: '2026-01-01' }, TODAY);
      expect.unreachable();
    } catch (e) {
      expect([(e as DomainError).code, (e as DomainError).field, (e as DomainError).key]).toEqual([
        1012001,
        'validTo',
        'factor.validation.validTo',
      ]);
    }
  });

  it('property: after a version without a start date, at most one version is active on any day from today on', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => new Date(Date.UTC(2020, 0, 1 + n)).toISOString().slice(0, 10));
    const period = fc.tuple(fc.option(day, { nil: null }), fc.option(day, { nil: null })).map(([a, b]) => ({
      validFrom: a && b && b < a ? b : a,
      validTo: a && b && b < a ? a : b,
    }));
    // a history of non-overlapping versions, as the rule keeps it
    const history = fc.array(period, { maxLength: 5 }).map((ps) => {
      const kept: VersionPeriod[] = [];
      for (const [i, p] of ps.entries()) if (kept.every((k) => !overlap(k, p))) kept.push(v(String(i), p.validFrom, p.validTo));
      return kept;
    });
    fc.assert(
      fc.property(history, day, (existing, today) => {
        let plan;
        try {
          plan = planNewVersion(existing, open, today);
        } catch (e) {
          expect((e as DomainError).code).toBe(2026004);
          return;
        }
        const after = existing.map((x) => ({ ...x, validTo: plan.ends.find((e) => e.id === x.id)?.validTo ?? x.validTo }));
        if (existing.length > 0) expect(plan.validFrom).toBe(today);
        // the new version is active from today on, every earlier one has ended before today
        for (const x of after) expect(x.validTo !== null && x.validTo < today).toBe(true);
        for (const x of after) expect(x.validFrom === null || x.validTo === null || x.validFrom <= x.validTo).toBe(true);
      }),
    );
  });
});

describe('days', () => {
  it('dayBefore crosses months and leap days', () => {
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
  });
  it('calendarDay is the GMT+8 day', () => {
    expect(calendarDay(new Date('2026-05-19T16:30:00Z'))).toBe('2026-05-20');
    expect(calendarDay(new Date('2026-05-19T15:59:00Z'))).toBe('2026-05-19');
  });
});

describe('valueJump (a value more than 10 times from the previous version asks for confirmation)', () => {
  it.each([
    ['0.5', '0.0005', { direction: 'lower', times: '1000' }],
    ['0.0005', '0.5', { direction: 'higher', times: '1000' }],
    ['2', '0.15', { direction: 'lower', times: '13.3' }],
    ['1', '10', null],
    ['1', '0.1', null],
    ['1', '10.0001', { direction: 'higher', times: '10' }],
    ['0.5366', '0.5306', null],
    ['0.5', '0', { direction: 'zero' }],
    ['0', '0.5', { direction: 'fromZero' }],
    ['0', '0', null],
    ['abc', '1', null],
    ['1', '', null],
  ] as const)('%s → %s: %j', (previous, next, want) => expect(valueJump(previous, next)).toEqual(want));
});
