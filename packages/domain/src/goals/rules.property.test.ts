import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../calc/decimal.js';
import { checkControlSave, checkReductionSave, type ControlFigures, type GoalOrgInfo, type ReductionFigures } from './rules.js';

/**
 * Property (issue 13): a valid decomposition stays valid when every figure is scaled by the
 * same factor. Figures are integers below 100,000 and the factors keep them within the
 * 11-character limit (99,999 × 10 = 999,990; 99,999 × 0.25 = 24,999.75), so only the sums and
 * the splits are under test, not the length rule.
 */

const FACTORS = ['0.25', '0.5', '2', '3', '7', '10'];

type Shape = { parks: number[][]; slack: number[]; topSlack: number };

/** Two or three business groups of one to four parks each, with what each level leaves unsplit. */
const shape: fc.Arbitrary<Shape> = fc
  .array(fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 3 })
  .chain((parks) =>
    fc.record({
      parks: fc.constant(parks),
      slack: fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: parks.length, maxLength: parks.length }),
      topSlack: fc.integer({ min: 0, max: 1_000 }),
    }),
  );

function orgsOf(s: Shape): Map<string, GoalOrgInfo> {
  const orgs = new Map<string, GoalOrgInfo>([['1', { orgId: '1', orgName: 'Fii', orgType: 'group', parentOrgId: null }]]);
  s.parks.forEach((ps, b) => {
    const bg = `b${b}`;
    orgs.set(bg, { orgId: bg, orgName: bg, orgType: 'business_group', parentOrgId: '1' });
    ps.forEach((_, p) => orgs.set(`p${b}-${p}`, { orgId: `p${b}-${p}`, orgName: `p${b}-${p}`, orgType: 'park', parentOrgId: bg }));
  });
  return orgs;
}

/** Twelve months adding up to the annual value: eleven equal parts, the rest in December. */
function months(annual: number): string[] {
  const part = Math.floor(annual / 12);
  return [...Array.from({ length: 11 }, () => String(part)), String(annual - 11 * part)];
}

/** Control: every parent = its children's sum + slack (children never above). */
function controlRows(s: Shape): ({ orgId: string } & ControlFigures)[] {
  const rows: ({ orgId: string } & ControlFigures)[] = [];
  let top = s.topSlack;
  s.parks.forEach((ps, b) => {
    const bg = ps.reduce((a, v) => a + v, 0) + s.slack[b]!;
    top += bg;
    rows.push({ orgId: `b${b}`, annual: String(bg), months: months(bg) });
    ps.forEach((v, p) => rows.push({ orgId: `p${b}-${p}`, annual: String(v), months: months(v) }));
  });
  return [{ orgId: '1', annual: String(top), months: months(top) }, ...rows];
}

/** Reduction: every parent = its children's sum − slack, not below 0 (children never below). */
function reductionRows(s: Shape): ({ orgId: string } & ReductionFigures)[] {
  const split = (orgId: string, t: number) => {
    const reduce = Math.floor(t / 2);
    const replace = Math.floor(t / 3);
    return { orgId, total: String(t), reduce: String(reduce), replace: String(replace), resolve: String(t - reduce - replace) };
  };
  const rows: ({ orgId: string } & ReductionFigures)[] = [];
  let bgSum = 0;
  s.parks.forEach((ps, b) => {
    const bg = Math.max(0, ps.reduce((a, v) => a + v, 0) - s.slack[b]!);
    bgSum += bg;
    rows.push(split(`b${b}`, bg));
    ps.forEach((v, p) => rows.push(split(`p${b}-${p}`, v)));
  });
  return [split('1', Math.max(0, bgSum - s.topSlack)), ...rows];
}

const scale = (v: string, k: string) => new Decimal(v).times(k).toFixed();

describe('a valid decomposition stays valid when every figure is scaled by the same factor', () => {
  it('control', () => {
    fc.assert(
      fc.property(shape, fc.constantFrom(...FACTORS), (s, k) => {
        const orgs = orgsOf(s);
        const rows = controlRows(s);
        const check = (r: typeof rows) => checkControlSave({ year: 2030, baselineYear: 2020, rows: r, stored: new Map(), orgs });
        expect(check(rows)).toBeUndefined();
        const scaled = rows.map((r) => ({ orgId: r.orgId, annual: scale(r.annual, k), months: r.months.map((m) => scale(m, k)) }));
        expect(check(scaled)).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('reduction', () => {
    fc.assert(
      fc.property(shape, fc.constantFrom(...FACTORS), (s, k) => {
        const orgs = orgsOf(s);
        const rows = reductionRows(s);
        const check = (r: typeof rows) => checkReductionSave({ year: 2030, baselineYear: 2020, rows: r, stored: new Map(), orgs });
        expect(check(rows)).toBeUndefined();
        const scaled = rows.map((r) => ({
          orgId: r.orgId,
          total: scale(r.total, k),
          reduce: scale(r.reduce, k),
          replace: scale(r.replace, k),
          resolve: scale(r.resolve, k),
        }));
        expect(check(scaled)).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('and a parent one unit past its children breaks the rule at any scale', () => {
    fc.assert(
      fc.property(shape, fc.constantFrom(...FACTORS), (s, k) => {
        const orgs = orgsOf(s);
        const rows = controlRows({ ...s, topSlack: 0 });
        const bgSum = rows.filter((r) => r.orgId.startsWith('b')).reduce((a, r) => a.plus(r.annual), new Decimal(0));
        const low = bgSum.minus(1).toFixed();
        const top = { orgId: '1', annual: scale(low, k), months: months(Number(low)).map((m) => scale(m, k)) };
        if (bgSum.isZero()) return;
        const scaled = rows.slice(1).map((r) => ({ orgId: r.orgId, annual: scale(r.annual, k), months: r.months.map((m) => scale(m, k)) }));
        const e = checkControlSave({ year: 2030, baselineYear: 2020, rows: [top, ...scaled], stored: new Map(), orgs });
        expect(e?.key).toBe('goal.rule.controlSumAbove.businessGroups');
      }),
      { numRuns: 200 },
    );
  });
});
