import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ControlGoalRow, OrgTreeNode, OrgTreeNodeWithPark, ReductionGoalRow } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { fail, mockFetch, ok, renderAt } from '../../../test-utils';
import { BG_SCOPE, BG_TREE, controlRow, GROUP_TREE, reductionRow, twelve } from './goal-fixtures';
import { ControlGoalPage, ReductionGoalPage } from './goal-setting-page';

const YEAR = new Date().getFullYear();
const PERMISSIONS = ['goal:controlSave', 'goal:reductionSave'];
type Reply = ReturnType<typeof ok> | ReturnType<typeof fail>;
type Options = {
  /** treeWithPark (the scope and its ancestors) and treeWithoutParent (the scope alone); the super admin's by default. */
  tree?: OrgTreeNodeWithPark[];
  scope?: OrgTreeNode[];
  control?: ControlGoalRow[];
  reduction?: ReductionGoalRow[];
  assigned?: ControlGoalRow | ReductionGoalRow | null;
  save?: () => Reply;
  permissions?: string[];
};

function open(page: 'control' | 'reduction', o: Options = {}, path = '/') {
  setToken('t');
  const spy = mockFetch((p) => {
    if (p === '/getLoginUser')
      return ok({ id: '1', account: 'u', name: 'U', adminType: 2, permissions: o.permissions ?? PERMISSIONS, menus: [] });
    if (p === '/sysOrg/treeWithPark') return ok(o.tree ?? GROUP_TREE);
    if (p === '/sysOrg/treeWithoutParent') return ok(o.scope ?? GROUP_TREE);
    if (p === '/goal/control/get') return ok({ year: YEAR, rows: o.control ?? [] });
    if (p === '/goal/reduction/get') return ok({ year: YEAR, rows: o.reduction ?? [] });
    if (p === '/goal/control/assigned' || p === '/goal/reduction/assigned')
      return ok({ year: YEAR, orgId: '2', orgName: 'Cloud BG', level: 'business_group', assigned: o.assigned ?? null, rows: [] });
    if (p === '/goal/revisions') return ok([]);
    if (p.endsWith('/save')) return o.save ? o.save() : ok({ year: YEAR, rows: [] });
    return ok(null);
  });
  renderAt(page === 'control' ? <ControlGoalPage /> : <ReductionGoalPage />, path);
  return spy;
}

const bodies = (spy: ReturnType<typeof mockFetch>, path: string) =>
  spy.mock.calls.filter(([u]) => String(u).split('?')[0]!.endsWith(path)).map(([, init]) => JSON.parse(String(init?.body)) as unknown);
const type = (orgId: string, column: string, value: string) =>
  fireEvent.change(screen.getByTestId(`goal-cell-${orgId}-${column}`), { target: { value } });
const rule = () => screen.queryByTestId('goal-rule')?.textContent ?? null;
/** The Cloud BG manager: treeWithPark names the Fii above the business group, outside the scope. */
const BG_MANAGER = { tree: BG_TREE, scope: BG_SCOPE };
/** The inputs of an organisation's table row (none: read-only). */
const inputsOf = (orgId: string) => screen.getByTestId(`goal-org-${orgId}`).closest('tr')!.querySelectorAll('input');

describe('a link to the page', () => {
  it('opens the year a to-do names (?year=)', async () => {
    const spy = open('control', {}, `/?orgId=2&year=${YEAR + 1}`);
    await waitFor(() =>
      expect(
        spy.mock.calls
          .map(([u]) => new URL(String(u), 'http://localhost'))
          .find((u) => u.pathname.endsWith('/goal/control/get'))
          ?.searchParams.get('year'),
      ).toBe(String(YEAR + 1)),
    );
  });
});

describe('Absolute control: the decomposition table mirrors the rules', () => {
  it('refuses business groups above the Fii before sending, then saves the fixed draft', async () => {
    const spy = open('control');
    await screen.findByTestId('goal-table');
    // only goal levels: no legal entity row
    expect(screen.queryByTestId('goal-org-7')).toBeNull();
    type('1', 'annual', '1000');
    fireEvent.click(screen.getByTestId('goal-spread-1'));
    // the Fii alone: a decomposition needs the level below it
    expect(rule()).toBe('A target for Fii needs at least one business-group row');
    type('2', 'annual', '600');
    fireEvent.click(screen.getByTestId('goal-spread-2'));
    type('5', 'annual', '500');
    fireEvent.click(screen.getByTestId('goal-spread-5'));
    // 600 + 500 = 1100 > 1000
    expect(rule()).toBe(
      'The business groups’ control targets under Fii add up to 1100, above its target 1000; their sum must not exceed it',
    );
    expect(screen.getByTestId('goal-split-rest-1').textContent).toBe('Left to split: 100 · over the cap');
    fireEvent.click(screen.getByTestId('goal-save'));
    expect(bodies(spy, '/goal/control/save')).toEqual([]);

    // exactly equal is kept: 600 + 400 = 1000
    type('5', 'annual', '400');
    fireEvent.click(screen.getByTestId('goal-spread-5'));
    expect(rule()).toBeNull();
    expect(screen.getByTestId('goal-split-rest-1').textContent).toBe('Left to split: 0');
    fireEvent.click(screen.getByTestId('goal-save'));
    await waitFor(() => expect(bodies(spy, '/goal/control/save')).toHaveLength(1));
    expect(bodies(spy, '/goal/control/save')[0]).toEqual({
      year: YEAR,
      baselineYear: 2020,
      submit: false,
      rows: [
        // 1000 / 12 rounded up at 4 decimals: 12 × 83.3334 ≥ 1000
        { orgId: '1', annual: '1000', months: twelve('83.3334') },
        { orgId: '2', annual: '600', months: twelve('50') },
        { orgId: '5', annual: '400', months: twelve('33.3334') },
      ],
    });
  });

  it('names the month whose value is not a number, and the months below the annual value', async () => {
    open('control', { ...BG_MANAGER, control: [controlRow('2', '600', twelve('50'), { editable: false })] });
    await screen.findByTestId('goal-table');
    type('3', 'annual', '120');
    expect(rule()).toBe(
      'Longhua park: the value for month 1 must be a non-negative number of at most 11 characters, the decimal point included',
    );
    for (let m = 1; m <= 12; m++) type('3', `m${m}`, '9.99');
    // 12 × 9.99 = 119.88 < 120
    expect(rule()).toBe('Longhua park: the monthly values add up to 119.88, below the annual value 120; their sum must not be below it');
    type('3', 'm12', '10.11'); // 11 × 9.99 + 10.11 = 120
    expect(rule()).toBeNull();
  });

  it("shows a business group the Fii's figure read-only, checks its parks against it, and puts the server's refusal on the cell", async () => {
    const handed = controlRow('2', '600', twelve('50'), { editable: false, revision: 2 });
    const spy = open('control', {
      ...BG_MANAGER,
      control: [handed],
      assigned: handed,
      save: () => fail(1012001, 'Shenzhen park: refused by the server', 'rows.1.annual'),
    });
    await screen.findByTestId('goal-table');
    expect((await screen.findByTestId('goal-assigned-2')).textContent).toContain(
      'The target handed down for Cloud BG to split (submitted, revision 2)',
    );
    expect(screen.getByTestId('goal-assigned-2-annual').textContent).toBe('600');
    // the business group's own row is the Fii's: text, not an input
    expect(screen.getByTestId('goal-cell-2-annual').tagName).toBe('SPAN');
    expect(screen.getByTestId('goal-org-2').textContent).toContain('Set by the level above');
    expect(screen.queryByTestId('goal-spread-2')).toBeNull();
    // the Fii above, outside the scope: its row read-only, never said to have no target, nothing to spread
    expect(screen.getByTestId('goal-org-1').textContent).toBe('Fii FiiSet by the level above');
    expect(inputsOf('1')).toHaveLength(0);
    expect(screen.getByTestId('goal-cell-1-m1').textContent).toBe('—');
    expect(screen.queryByTestId('goal-spread-1')).toBeNull();
    expect(inputsOf('3')).toHaveLength(13);

    type('3', 'annual', '400');
    fireEvent.click(screen.getByTestId('goal-spread-3'));
    type('4', 'annual', '300');
    fireEvent.click(screen.getByTestId('goal-spread-4'));
    expect(rule()).toBe('The parks’ control targets under Cloud BG add up to 700, above its target 600; their sum must not exceed it');
    type('4', 'annual', '200');
    fireEvent.click(screen.getByTestId('goal-spread-4'));
    expect(rule()).toBeNull();

    fireEvent.click(screen.getByTestId('goal-submit'));
    fireEvent.click(await screen.findByTestId('goal-submit-ok'));
    expect((await screen.findByTestId('goal-server-error')).textContent).toBe('Shenzhen park: refused by the server');
    const body = bodies(spy, '/goal/control/save')[0] as { submit: boolean; rows: { orgId: string }[] };
    expect(body.submit).toBe(true);
    expect(body.rows.map((r) => r.orgId)).toEqual(['3', '4']);
    // rows.1 is the second row sent: Shenzhen park's annual value
    expect(screen.getByTestId('goal-cell-4-annual').className).toContain('ant-input-status-error');
    expect(screen.getByTestId('goal-cell-3-annual').className).not.toContain('ant-input-status-error');
  });

  it('sends a changed Fii figure with its business groups and their versions, not the unchanged parks', async () => {
    const spy = open('control', {
      control: [
        controlRow('1', '1000', twelve('90'), { version: 4 }),
        controlRow('2', '600', twelve('50'), { version: 2 }),
        controlRow('5', '400', twelve('40'), { version: 7 }),
        controlRow('3', '300', twelve('25'), { version: 1 }),
      ],
    });
    await screen.findByTestId('goal-table');
    expect(screen.getByTestId('goal-save').hasAttribute('disabled')).toBe(true);
    type('1', 'annual', '1080');
    fireEvent.click(screen.getByTestId('goal-save'));
    await waitFor(() => expect(bodies(spy, '/goal/control/save')).toHaveLength(1));
    const body = bodies(spy, '/goal/control/save')[0] as { rows: { orgId: string; annual: string; version: number }[] };
    expect(body.rows.map((r) => [r.orgId, r.annual, r.version])).toEqual([
      ['1', '1080', 4],
      ['2', '600', 2],
      ['5', '400', 7],
    ]);
  });

  it("opens a row's submissions", async () => {
    const spy = open('control', { control: [controlRow('1', '1000', twelve('90'), { revision: 2 })] });
    fireEvent.click(await screen.findByTestId('goal-history-1'));
    await screen.findByTestId('goal-revisions');
    await waitFor(() =>
      expect(
        spy.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).find((u) => u.pathname.endsWith('/goal/revisions'))?.search,
      ).toBe(`?orgId=1&year=${YEAR}&kind=absolute_control`),
    );
  });
});

describe('Reduction targets: the decomposition table mirrors the rules', () => {
  it('refuses a split that is not the total, a 12-character number and parks below their business group', async () => {
    const handed = reductionRow('2', ['100', '50', '30', '20'], { editable: false });
    const spy = open('reduction', { ...BG_MANAGER, reduction: [handed], assigned: handed });
    await screen.findByTestId('goal-table');
    // the figure handed down on its card; the Fii above the scope read-only
    expect((await screen.findByTestId('goal-assigned-2-total')).textContent).toBe('100');
    expect(screen.getByTestId('goal-assigned-2-replace').textContent).toBe('30');
    expect(inputsOf('1')).toHaveLength(0);
    expect(inputsOf('2')).toHaveLength(0);
    type('3', 'total', '60');
    type('3', 'reduce', '30');
    type('3', 'replace', '20');
    type('3', 'resolve', '5');
    expect(rule()).toBe('Longhua park: 1R + 2R + 3R = 55, which must equal the total 60');
    type('3', 'resolve', '10');
    // 60 < 100: the parks fall short of their business group
    expect(rule()).toBe('The parks’ reduction targets under Cloud BG add up to 60, below its target 100; their sum must not be below it');
    type('4', 'total', '12345678.901'); // 12 characters
    expect(rule()).toBe(
      'Shenzhen park: Total reduction target must be a non-negative number of at most 11 characters, the decimal point included',
    );
    type('4', 'total', '40');
    type('4', 'reduce', '1234567.901'); // 11 characters: a number, but 1R + 2R + 3R is not the total
    type('4', 'replace', '0');
    type('4', 'resolve', '0');
    expect(rule()).toBe('Shenzhen park: 1R + 2R + 3R = 1234567.901, which must equal the total 40');
    type('4', 'reduce', '40');
    expect(rule()).toBeNull();
    expect(within(screen.getByTestId('goal-split-2')).getByTestId('goal-split-rest-2').textContent).toBe('Short of the target: 0');
    fireEvent.click(screen.getByTestId('goal-save'));
    await waitFor(() => expect(bodies(spy, '/goal/reduction/save')).toHaveLength(1));
    expect((bodies(spy, '/goal/reduction/save')[0] as { rows: unknown[] }).rows).toEqual([
      { orgId: '3', total: '60', reduce: '30', replace: '20', resolve: '10' },
      { orgId: '4', total: '40', reduce: '40', replace: '0', resolve: '0' },
    ]);
  });
});
