import { describe, expect, it } from 'vitest';
import {
  cellOf,
  checkSave,
  goalOrgsOf,
  isEditable,
  saveRowsOf,
  scopeIdsOf,
  scopeRootsOf,
  spreadEvenly,
  tableOrgs,
  type RowValues,
} from './decomposition';
import { ALL_IDS, BG_IDS, BG_SCOPE, BG_TREE, controlRow, GROUP_TREE, twelve } from './goal-fixtures';

const control = (annual: string, months = twelve('')): RowValues => ({ annual, months });

describe('goalOrgsOf / tableOrgs', () => {
  it('keeps the group, business groups and parks in tree order, each with the organisation whose figure it splits', () => {
    expect(goalOrgsOf(GROUP_TREE, ALL_IDS).map((o) => [o.orgId, o.level, o.parentOrgId, o.inScope])).toEqual([
      ['1', 'fii', null, true],
      ['2', 'business_group', '1', true],
      ['3', 'park', '2', true],
      ['4', 'park', '2', true],
      ['5', 'business_group', '1', true],
      ['6', 'park', '5', true],
    ]);
  });

  it("marks the ancestors treeWithPark adds above a business group's scope as outside it", () => {
    expect(scopeIdsOf(BG_SCOPE)).toEqual(new Set(['2', '3', '7', '4']));
    expect(goalOrgsOf(BG_TREE, BG_IDS).map((o) => [o.orgId, o.parentOrgId, o.inScope])).toEqual([
      ['1', null, false],
      ['2', '1', true],
      ['3', '2', true],
      ['4', '2', true],
    ]);
  });

  it('adds an organisation only a goal row names (handed down from outside the tree) before its first child', () => {
    const parkOnly = [BG_TREE[0]!.children[0]!.children[0]!];
    const orgs = tableOrgs(parkOnly, new Set(['3', '7']), [
      controlRow('2', '600', twelve('50'), { editable: false }),
      controlRow('3', '300', twelve('25'), { editable: false }),
    ]);
    expect(orgs.map((o) => [o.orgId, o.parentOrgId, o.inScope])).toEqual([
      ['2', '1', false],
      ['3', '2', true],
    ]);
  });
});

describe('scopeRootsOf', () => {
  it("finds the business group under the Fii outside a manager's scope; none for the super admin", () => {
    expect(scopeRootsOf(tableOrgs(BG_TREE, BG_IDS, [])).map((o) => o.orgId)).toEqual(['2']);
    expect(scopeRootsOf(tableOrgs(GROUP_TREE, ALL_IDS, []))).toEqual([]);
    // a park manager: the park, under its business group and the Fii, both outside the scope
    expect(scopeRootsOf(tableOrgs(BG_TREE, new Set(['3', '7']), [])).map((o) => o.orgId)).toEqual(['3']);
  });
});

describe('isEditable', () => {
  const orgs = tableOrgs(BG_TREE, BG_IDS, []);
  const byId = new Map(orgs.map((o) => [o.orgId, o]));
  it("lets a business group's manager type its parks' targets, not its own (the Fii sets it) nor the Fii's", () => {
    expect(isEditable(byId.get('1')!, undefined, byId)).toBe(false);
    expect(isEditable(byId.get('2')!, undefined, byId)).toBe(false);
    expect(isEditable(byId.get('3')!, undefined, byId)).toBe(true);
  });
  it('lets whoever has the group in scope type the Fii and the business groups', () => {
    const all = new Map(tableOrgs(GROUP_TREE, ALL_IDS, []).map((o) => [o.orgId, o]));
    expect(['1', '2', '6'].map((id) => isEditable(all.get(id)!, undefined, all))).toEqual([true, true, true]);
  });
  it('follows the server for a stored row', () => {
    expect(isEditable(byId.get('3')!, controlRow('3', '1', twelve('1'), { editable: false }), byId)).toBe(false);
  });
});

describe('saveRowsOf', () => {
  const orgs = tableOrgs(GROUP_TREE, ALL_IDS, []);
  const all = () => true;
  it('sends what is new, still a draft or changed, with the children of a changed parent; never a blank row', () => {
    const stored = new Map([
      ['1', controlRow('1', '1000', twelve('90'))],
      ['2', controlRow('2', '600', twelve('50'))],
      ['5', controlRow('5', '400', twelve('40'))],
      ['3', controlRow('3', '300', twelve('25'), { state: 'draft' })],
    ]);
    const values = new Map<string, RowValues>([
      ['1', control('1000', twelve('90'))],
      ['2', control('600', twelve('50'))],
      ['5', control('400', twelve('40'))],
      ['3', control('300', twelve('25'))],
      ['6', control('')],
    ]);
    // nothing changed: only the draft goes
    expect(saveRowsOf(orgs, values, all, stored).map((r) => r.orgId)).toEqual(['3']);
    // the Fii's figure changed: it travels with its business groups (not their parks)
    values.set('1', control('1200', twelve('100')));
    expect(saveRowsOf(orgs, values, all, stored).map((r) => r.orgId)).toEqual(['1', '2', '3', '5']);
    // an equal figure typed with spaces is not a change
    values.set('1', control(' 1000 ', twelve('90')));
    expect(saveRowsOf(orgs, values, all, stored).map((r) => r.orgId)).toEqual(['3']);
  });

  it('leaves out the rows the caller may not change', () => {
    const values = new Map<string, RowValues>([['2', control('600', twelve('50'))]]);
    expect(saveRowsOf(orgs, values, (id) => id !== '2', new Map())).toEqual([]);
  });
});

describe('checkSave (the domain rules, as the server runs them)', () => {
  const orgs = tableOrgs(GROUP_TREE, ALL_IDS, []);
  const q = { year: 2025, baselineYear: 2020 };
  it('finds the business groups above the Fii, over the merged picture (a stored sibling counts)', () => {
    const stored = [controlRow('5', '500', twelve('50'))];
    const rows = [
      { orgId: '1', values: control('1000', twelve('90')) },
      { orgId: '2', values: control('600', twelve('50')) },
    ];
    const e = checkSave('control', q, rows, stored, orgs);
    expect(e?.key).toBe('goal.rule.controlSumAbove.businessGroups');
    expect(e?.params).toMatchObject({ parent: 'Fii', sum: '1100', value: '1000' });
    // exactly equal is kept
    expect(checkSave('control', q, rows, [controlRow('5', '400', twelve('40'))], orgs)).toBeUndefined();
  });
});

describe('cellOf', () => {
  const rows = [{ orgId: '1' }, { orgId: '2' }];
  it('maps a failing request path to the row and column of the table', () => {
    expect(cellOf('rows.1.months.4', rows)).toEqual({ orgId: '2', column: 'm5' });
    expect(cellOf('rows.0.annual', rows)).toEqual({ orgId: '1', column: 'annual' });
    expect(cellOf('rows.1.orgId', rows)).toEqual({ orgId: '2', column: null });
    expect(cellOf('rows', rows)).toBeUndefined();
    expect(cellOf('rows.5.total', rows)).toBeUndefined();
  });
});

describe('spreadEvenly', () => {
  it('rounds each month up so the months never add up to less than the year', () => {
    expect(spreadEvenly('1000')).toEqual(twelve('83.3334')); // 12 × 83.3334 = 1000.0008
    expect(spreadEvenly('600')).toEqual(twelve('50'));
  });
  it('keeps each month within 11 characters by dropping decimals', () => {
    // 99999999999 / 12 = 8333333333.25: 13 characters with 2 decimals, 11 with none (rounded up)
    expect(spreadEvenly('99999999999')).toEqual(twelve('8333333334'));
    expect(spreadEvenly('abc')).toBeUndefined();
  });
});
