import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages/index.js';
import {
  checkControlSave,
  checkReductionSave,
  goalParentOf,
  isGoalNumber,
  levelOfOrgType,
  type ControlFigures,
  type GoalOrgInfo,
  type ReductionFigures,
} from './rules.js';

/** Fii (group) → BG1 (parks P11, P12), BG2 (park P21); LE is a legal entity under P11. */
const ORGS = new Map<string, GoalOrgInfo>(
  (
    [
      ['1', 'Fii', 'group', null],
      ['2', 'BG1', 'business_group', '1'],
      ['3', 'BG2', 'business_group', '1'],
      ['11', 'P11', 'park', '2'],
      ['12', 'P12', 'park', '2'],
      ['21', 'P21', 'park', '3'],
      ['99', 'LE', 'legal_entity', null],
    ] as const
  ).map(([orgId, orgName, orgType, parentOrgId]) => [orgId, { orgId, orgName, orgType, parentOrgId }]),
);

const twelve = (v: string) => Array.from({ length: 12 }, () => v);
/** A control row whose twelve months are each `month` (default: annual ÷ 12 by hand for the values used). */
const ctl = (orgId: string, annual: string, months = twelve('100')) => ({ orgId, annual, months });
const red = (orgId: string, total: string, reduce: string, replace: string, resolve: string) => ({
  orgId,
  total,
  reduce,
  replace,
  resolve,
});

function control(rows: ({ orgId: string } & ControlFigures)[], stored: [string, ControlFigures][] = [], baselineYear = 2020) {
  return checkControlSave({ year: 2030, baselineYear, rows, stored: new Map(stored), orgs: ORGS });
}
function reduction(rows: ({ orgId: string } & ReductionFigures)[], stored: [string, ReductionFigures][] = []) {
  return checkReductionSave({ year: 2030, baselineYear: 2020, rows, stored: new Map(stored), orgs: ORGS });
}

describe('levels and parents', () => {
  it('maps the group to the Fii level, business groups and parks to theirs, and nothing else', () => {
    expect(['group', 'business_group', 'park', 'legal_entity', 'bu', 'building'].map(levelOfOrgType)).toEqual([
      'fii',
      'business_group',
      'park',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("takes a park's nearest business group and a business group's group as the parent", () => {
    const chain = [
      { id: '40', orgType: 'park' },
      { id: '30', orgType: 'business_group' },
      { id: '20', orgType: 'business_group' },
      { id: '10', orgType: 'group' },
    ];
    expect(goalParentOf('park', chain)).toBe('30');
    expect(goalParentOf('business_group', chain)).toBe('10');
    expect(goalParentOf('fii', chain)).toBeNull();
    expect(goalParentOf('park', [{ id: '10', orgType: 'group' }])).toBeNull();
  });
});

describe('numbers: at most 11 characters with the decimal point, non-negative', () => {
  it.each([
    ['12345678901', true],
    ['123456789012', false],
    ['1234567.123', true],
    ['1234567.1234', false],
    ['0', true],
    ['0.5', true],
    ['-1', false],
    ['1e3', false],
    ['.5', false],
    ['5.', false],
    ['', false],
    ['1,000', false],
  ])('%s → %s', (text, ok) => expect(isGoalNumber(text)).toBe(ok));

  it('refuses a 12-character annual value naming the organisation and the field', () => {
    const e = control([ctl('1', '123456789012'), ctl('2', '1')]);
    expect(e).toMatchObject({
      code: 1012001,
      key: 'goal.rule.number',
      params: { org: 'Fii', field: 'annual', max: 11 },
      field: 'rows.0.annual',
    });
    expect(control([ctl('1', '1200.000000', twelve('100.0000000')), ctl('2', '1200')])).toBeUndefined();
  });

  it('refuses a 12-character month and names the month', () => {
    const months = twelve('100');
    months[3] = '100.00000000';
    expect(control([ctl('2', '1200', months), ctl('11', '1')])).toMatchObject({
      key: 'goal.rule.monthNumber',
      params: { org: 'BG1', month: 4 },
      field: 'rows.0.months.3',
    });
  });
});

describe('rows kept, organisations, baseline', () => {
  it('refuses an empty table', () => {
    expect(control([])).toMatchObject({ code: 1012001, key: 'goal.rule.empty' });
    expect(reduction([])).toMatchObject({ key: 'goal.rule.empty' });
  });

  it('refuses a duplicate organisation in one save', () => {
    expect(control([ctl('11', '1'), ctl('11', '1')])).toMatchObject({
      key: 'goal.rule.duplicateOrg',
      params: { org: 'P11' },
      field: 'rows.1.orgId',
    });
  });

  it('refuses an organisation that is not of a goal level, or unknown', () => {
    expect(control([ctl('99', '1')])).toMatchObject({ key: 'goal.rule.orgLevel', params: { org: 'LE' } });
    expect(control([ctl('404', '1')])).toMatchObject({ key: 'goal.rule.orgUnknown', params: { id: '404' } });
  });

  it('takes a baseline year up to the target year', () => {
    expect(control([ctl('11', '1')], [], 2030)).toBeUndefined();
    expect(control([ctl('11', '1')], [], 2031)).toMatchObject({
      key: 'goal.rule.baselineAfterYear',
      params: { year: 2030, baselineYear: 2031 },
    });
  });
});

describe('control rows: twelve months whose sum is not below the annual value', () => {
  it('takes months adding up to exactly the annual value, refuses one unit less', () => {
    expect(control([ctl('11', '1200')])).toBeUndefined();
    const short = twelve('100');
    short[11] = '99';
    expect(control([ctl('11', '1200', short)])).toMatchObject({
      key: 'goal.rule.monthsBelowAnnual',
      params: { org: 'P11', sum: '1199', annual: '1200' },
    });
    short[11] = '99.99';
    expect(control([ctl('11', '1199.99', short)])).toBeUndefined();
  });

  it('refuses eleven or thirteen months', () => {
    expect(control([ctl('11', '1', twelve('1').slice(1))])).toMatchObject({ key: 'goal.rule.monthCount', params: { count: 11 } });
    expect(control([ctl('11', '1', [...twelve('1'), '1'])])).toMatchObject({ key: 'goal.rule.monthCount', params: { count: 13 } });
  });
});

describe('reduction rows: 1R + 2R + 3R equals the total', () => {
  it('takes an exact split, refuses one unit over or under', () => {
    expect(reduction([red('11', '100', '60', '30', '10')])).toBeUndefined();
    expect(reduction([red('11', '100', '60', '30', '11')])).toMatchObject({
      key: 'goal.rule.splitNotTotal',
      params: { sum: '101', total: '100' },
    });
    expect(reduction([red('11', '100', '60', '30', '9')])).toMatchObject({ key: 'goal.rule.splitNotTotal', params: { sum: '99' } });
    expect(reduction([red('11', '0.3', '0.1', '0.1', '0.1')])).toBeUndefined();
  });

  it('refuses a 12-character 2R value', () => {
    expect(reduction([red('11', '1', '1', '0.0000000000', '0')])).toMatchObject({ key: 'goal.rule.number', params: { field: 'replace' } });
  });
});

describe('each decomposition has the level below it', () => {
  it('refuses the Fii row without a business group, a business group without a park', () => {
    expect(control([ctl('1', '1200')])).toMatchObject({ key: 'goal.rule.needBusinessGroup', params: { org: 'Fii' } });
    expect(control([ctl('2', '1200')])).toMatchObject({ key: 'goal.rule.needPark', params: { org: 'BG1' } });
    expect(control([ctl('1', '1200'), ctl('2', '1200')])).toBeUndefined();
    expect(control([ctl('2', '1200'), ctl('11', '1200')])).toBeUndefined();
    expect(control([ctl('11', '1200'), ctl('12', '0', twelve('0'))])).toBeUndefined();
  });
});

describe('control sums: the children add up to no more than their parent', () => {
  it('takes business groups summing exactly to the Fii, refuses one unit over', () => {
    expect(control([ctl('1', '1200'), ctl('2', '700'), ctl('3', '500')])).toBeUndefined();
    expect(control([ctl('1', '1200'), ctl('2', '700'), ctl('3', '501')])).toMatchObject({
      key: 'goal.rule.controlSumAbove.businessGroups',
      params: { parent: 'Fii', sum: '1201', value: '1200' },
    });
  });

  it('checks the parks against their business group stored earlier', () => {
    const stored: [string, ControlFigures][] = [['2', { annual: '600', months: twelve('50') }]];
    expect(control([ctl('11', '300'), ctl('12', '300')], stored)).toBeUndefined();
    expect(control([ctl('11', '300'), ctl('12', '300.001')], stored)).toMatchObject({
      key: 'goal.rule.controlSumAbove.parks',
      params: { parent: 'BG1', sum: '600.001', value: '600' },
    });
  });

  it('merges the save over the stored rows: a stored sibling counts, a row saved again replaces its stored figure', () => {
    const stored: [string, ControlFigures][] = [
      ['2', { annual: '600', months: twelve('50') }],
      ['11', { annual: '400', months: twelve('50') }],
    ];
    expect(control([ctl('12', '201')], stored)).toMatchObject({ key: 'goal.rule.controlSumAbove.parks', params: { sum: '601' } });
    expect(control([ctl('11', '200'), ctl('12', '400')], stored)).toBeUndefined();
  });

  it('checks a lowered Fii against the business groups stored', () => {
    const stored: [string, ControlFigures][] = [
      ['2', { annual: '600', months: twelve('50') }],
      ['3', { annual: '400', months: twelve('50') }],
    ];
    expect(control([ctl('1', '900'), ctl('2', '500')], stored)).toBeUndefined();
    expect(control([ctl('1', '899'), ctl('2', '500')], stored)).toMatchObject({ params: { parent: 'Fii', sum: '900', value: '899' } });
  });

  it('checks nothing against a parent without a row', () => {
    expect(control([ctl('11', '1200'), ctl('12', '1200')])).toBeUndefined();
  });
});

describe('reduction sums: the children add up to no less than their parent', () => {
  it('takes business groups summing exactly to the Fii, refuses one unit below', () => {
    const fii = red('1', '100', '50', '30', '20');
    expect(reduction([fii, red('2', '60', '60', '0', '0'), red('3', '40', '0', '40', '0')])).toBeUndefined();
    expect(reduction([fii, red('2', '60', '60', '0', '0'), red('3', '39', '0', '39', '0')])).toMatchObject({
      key: 'goal.rule.reductionSumBelow.businessGroups',
      params: { parent: 'Fii', sum: '99', value: '100' },
    });
  });

  it('refuses parks summing below their stored business group', () => {
    const stored: [string, ReductionFigures][] = [['3', { total: '40', reduce: '0', replace: '40', resolve: '0' }]];
    expect(reduction([red('21', '40', '40', '0', '0')], stored)).toBeUndefined();
    expect(reduction([red('21', '39.9', '39.9', '0', '0')], stored)).toMatchObject({
      key: 'goal.rule.reductionSumBelow.parks',
      params: { parent: 'BG2', sum: '39.9', value: '40' },
    });
  });
});

describe('messages', () => {
  it('renders the rule in the three languages with the figures', () => {
    const stored: [string, ControlFigures][] = [['2', { annual: '600', months: twelve('50') }]];
    const e = control([ctl('11', '300'), ctl('12', '301')], stored)!;
    expect(translate('en-US', e.key, e.params)).toBe(
      'The parks’ control targets under BG1 add up to 601, above its target 600; their sum must not exceed it',
    );
    expect(translate('zh-CN', e.key, e.params)).toBe('BG1 下各园区的控制目标之和 601 高于其目标 600，园区之和不能高于事业群的值');
    expect(translate('zh-TW', e.key, e.params)).toBe('BG1 下各園區的控制目標之和 601 高於其目標 600，園區之和不能高於事業群的值');
  });
});
