import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { CONTROL_SAVE, REDUCTION_SAVE, ctl, goalWorld, ok, red, twelve, type GoalWorld } from './goal.testing.js';

type Ids = GoalWorld['ids'];
type Case = [label: string, path: string, body: (ids: Ids) => Record<string, unknown>, en: string, zh: string];

const LONGHUA = '云计算事业群-龙华园区';
const control =
  (rows: (ids: Ids) => unknown[], over: Record<string, unknown> = {}) =>
  (ids: Ids) => ({
    year: 2040,
    baselineYear: 2020,
    submit: true,
    rows: rows(ids),
    ...over,
  });

/** Every rule of issue 13 through the public calls: 1012001 with the rule's own message, in en-US and zh-CN (worked by hand). */
const CASES: Case[] = [
  ['an empty table', CONTROL_SAVE, control(() => []), 'Keep at least one target row', '请至少保留一行目标'],
  [
    'a 12-character annual value',
    CONTROL_SAVE,
    control((i) => [ctl(i.fii, '123456789012', '100'), ctl(i.ccbg, '1', '1')]),
    'Fii: Annual target must be a non-negative number of at most 11 characters, the decimal point included',
    'Fii：年度目标 须为非负数字，含小数点最多 11 个字符',
  ],
  [
    'a negative 1R value',
    REDUCTION_SAVE,
    control((i) => [red(i.longhua, '1', '-1', '1', '1')]),
    `${LONGHUA}: 1R Reduce target must be a non-negative number of at most 11 characters, the decimal point included`,
    `${LONGHUA}：1R 节能目标 须为非负数字，含小数点最多 11 个字符`,
  ],
  [
    'a duplicate organisation',
    CONTROL_SAVE,
    control((i) => [ctl(i.longhua, '1', '1'), ctl(i.longhua, '2', '1')]),
    `${LONGHUA} appears more than once: an organisation has one target per year`,
    `${LONGHUA} 出现了不止一次：同一组织同一年只能有一个目标`,
  ],
  [
    'months adding up to less than the annual value (12 × 99 = 1188 < 1200)',
    CONTROL_SAVE,
    control((i) => [ctl(i.longhua, '1200', '99')]),
    `${LONGHUA}: the monthly values add up to 1188, below the annual value 1200; their sum must not be below it`,
    `${LONGHUA}：各月之和 1188 低于年度值 1200，月度值之和不能低于年度值`,
  ],
  [
    'eleven months',
    CONTROL_SAVE,
    control((i) => [{ orgId: i.longhua, annual: '1', months: twelve('1').slice(1) }]),
    `${LONGHUA}: enter exactly 12 monthly values (11 given)`,
    `${LONGHUA}：须填写 12 个月的值（现有 11 个）`,
  ],
  [
    'a legal entity',
    CONTROL_SAVE,
    control((i) => [ctl(i.le, '1', '1')]),
    '云计算事业群-深圳示范精密有限公司 is not the group, a business group or a park: targets are set only at these three levels',
    '云计算事业群-深圳示范精密有限公司 不是集团、事业群或园区：目标只能设定在这三个层级',
  ],
  [
    'the Fii without a business group',
    CONTROL_SAVE,
    control((i) => [ctl(i.fii, '100', '10')]),
    'A target for Fii needs at least one business-group row',
    '为 Fii 设定目标时，须至少分解到一个事业群',
  ],
  [
    'a business group without a park',
    CONTROL_SAVE,
    control((i) => [ctl(i.ccbg, '100', '10')]),
    'A target for the business group 云计算事业群 needs at least one park row',
    '为事业群 云计算事业群 设定目标时，须至少分解到一个园区',
  ],
  [
    'business groups one hundredth above the Fii (600 + 400.01 = 1000.01 > 1000)',
    CONTROL_SAVE,
    control((i) => [ctl(i.fii, '1000', '100'), ctl(i.ccbg, '600', '50'), ctl(i.iibg, '400.01', '40')]),
    'The business groups’ control targets under Fii add up to 1000.01, above its target 1000; their sum must not exceed it',
    'Fii 下各事业群的控制目标之和 1000.01 高于其目标 1000，事业群之和不能高于 Fii 的值',
  ],
  [
    '1R + 2R + 3R one over the total',
    REDUCTION_SAVE,
    control((i) => [red(i.longhua, '100', '60', '30', '11')]),
    `${LONGHUA}: 1R + 2R + 3R = 101, which must equal the total 100`,
    `${LONGHUA}：1R + 2R + 3R = 101，须等于总目标 100`,
  ],
  [
    'business groups one below the Fii reduction target (60 + 39 = 99 < 100)',
    REDUCTION_SAVE,
    control((i) => [red(i.fii, '100', '100', '0', '0'), red(i.ccbg, '60', '60', '0', '0'), red(i.iibg, '39', '39', '0', '0')]),
    'The business groups’ reduction targets under Fii add up to 99, below its target 100; their sum must not be below it',
    'Fii 下各事业群的减排目标之和 99 低于其目标 100，事业群之和不能低于 Fii 的值',
  ],
  [
    'a baseline year after the target year',
    CONTROL_SAVE,
    control((i) => [ctl(i.longhua, '1', '1')], { baselineYear: 2041 }),
    'The baseline year (2041) must not be after the target year (2040)',
    '基准年（2041）不能晚于目标年份（2040）',
  ],
];

describe.each(dbKinds())('goal rules through the public calls on %s', (kind) => {
  let t: TestApp;
  let w: GoalWorld;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await goalWorld(t);
  });
  afterAll(() => t.close());

  it.each(CASES)('refuses %s with the rule’s message', async (_label, path, body, en, zh) => {
    const res = await w.su.post(path, body(w.ids));
    expect({ code: res.code, message: res.message }).toEqual({ code: 1012001, message: en });
    expect((await w.zh.post(path, body(w.ids))).message).toBe(zh);
  });

  it('wrote nothing for any refused save', async () => {
    expect(ok<{ rows: unknown[] }>(await w.su.get('/api/main/goal/control/get?year=2040')).rows).toEqual([]);
    expect(ok<{ rows: unknown[] }>(await w.su.get('/api/main/goal/reduction/get?year=2040')).rows).toEqual([]);
  });

  it('takes the boundaries: 11 characters, sums exactly equal, a baseline year equal to the year', async () => {
    const { fii, ccbg, iibg, longhua } = w.ids;
    const eleven = ok(
      await w.su.post(CONTROL_SAVE, {
        year: 2041,
        baselineYear: 2041,
        submit: false,
        rows: [ctl(fii, '12345678901', '1100000000'), ctl(ccbg, '1', '1')],
      }),
    );
    expect(eleven).toMatchObject({ rows: [{ annual: '12345678901', baselineYear: 2041 }, { annual: '1' }] });
    const equal = [ctl(fii, '1000', '100'), ctl(ccbg, '600', '50'), ctl(iibg, '400', '40')];
    expect((await w.su.post(CONTROL_SAVE, { year: 2042, baselineYear: 2020, submit: true, rows: equal })).success).toBe(true);
    const split = [red(fii, '100', '100', '0', '0'), red(ccbg, '60', '60', '0', '0'), red(iibg, '40', '0', '40', '0')];
    expect((await w.su.post(REDUCTION_SAVE, { year: 2042, baselineYear: 2020, submit: true, rows: split })).success).toBe(true);
    // the months add up to exactly the annual value
    expect((await w.su.post(CONTROL_SAVE, { year: 2043, baselineYear: 2020, rows: [ctl(longhua, '1200', '100')] })).success).toBe(true);
  });
});
