import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BaseYearCheck, BaseYearDetail } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { fail, mockFetch, ok, renderRoutes } from '../../../test-utils';
import { BASE_YEAR, CHECK_FLAGGED, CHECK_WITHIN, RECALCULATED } from './base-year-fixtures';
import { TotalReportPage } from './total-report-page';

const loginUser = (permissions: string[]) => ({ id: '1', account: 'u', name: 'U', adminType: 2, permissions, menus: [] });
const TREE = [{ id: '200', parentId: '0', title: 'Cloud BG', value: '200', weight: 1, children: [] }];
const PROJECT = {
  id: '60',
  name: 'FY2020 inventory',
  type: 'annual',
  year: 2020,
  month: null,
  orgId: '200',
  orgName: 'Cloud BG',
  deadline: null,
  gwpSet: 'AR5',
  remark: null,
  status: 'completed',
  taskCount: 2,
  createdBy: '1',
  createdByName: 'Carbon team',
  createdAt: '2021-01-02T00:00:00Z',
  updatedAt: '2021-01-02T00:00:00Z',
  version: 1,
};

type Reply = ReturnType<typeof ok> | ReturnType<typeof fail>;
type Options = {
  baseYear?: () => BaseYearDetail | null;
  check?: BaseYearCheck;
  recalculate?: () => Reply;
  permissions?: string[];
};

function open({
  baseYear = () => BASE_YEAR,
  check = CHECK_FLAGGED,
  recalculate,
  permissions = ['report:generate', 'report:baseYear'],
}: Options) {
  setToken('t');
  const spy = mockFetch((p) => {
    if (p === '/getLoginUser') return ok(loginUser(permissions));
    if (p === '/sysOrg/tree') return ok(TREE);
    if (p === '/inventoryProject/page') return ok({ pageNo: 1, pageSize: 100, totalPage: 1, totalRows: 1, rows: [PROJECT] });
    if (p === '/report/baseYear') return ok(baseYear());
    if (p === '/report/checkBaseYear') return ok(check);
    if (p === '/report/setBaseYear') return ok(BASE_YEAR);
    if (p === '/report/recalculateBaseYear') return recalculate ? recalculate() : ok(RECALCULATED);
    return ok(null);
  });
  const view = renderRoutes(
    [{ path: '/carbonButler/totalReport', element: <TotalReportPage /> }],
    '/carbonButler/totalReport?tab=baseYear&orgId=200',
  );
  return { spy, ...view };
}

const calls = (spy: ReturnType<typeof mockFetch>, path: string) =>
  spy.mock.calls.map(([u, init]) => ({ url: new URL(String(u), 'http://localhost'), init })).filter((c) => c.url.pathname.endsWith(path));
const bodies = (spy: ReturnType<typeof mockFetch>, path: string) =>
  calls(spy, path).map((c) => JSON.parse(String(c.init?.body)) as unknown);

async function typeReasonAndSubmit(reason: string) {
  const dialog = await screen.findByTestId('base-year-recalc-dialog');
  fireEvent.change(within(dialog).getByTestId('base-year-reason'), { target: { value: reason } });
  fireEvent.click(screen.getByTestId('base-year-recalc-ok'));
  return dialog;
}

describe('Base year tab (totalReport)', () => {
  it("shows the organisation's kept base year: year, approach, threshold, totals, entities and history, no raw codes", async () => {
    const { spy } = open({});
    const summary = await screen.findByTestId('base-year-summary');
    expect(Object.fromEntries(calls(spy, '/report/baseYear')[0]!.url.searchParams)).toEqual({ orgId: '200' });
    expect(within(summary).getByTestId('base-year-year').textContent).toBe('2020');
    expect(within(summary).getByTestId('base-year-approach-label').textContent).toBe('Equity share');
    expect(within(summary).getByTestId('base-year-threshold').textContent).toBe('5%');
    expect(within(summary).getByTestId('base-year-recalculated').textContent).toBe('No');
    expect(within(summary).getByTestId('base-year-total-total').textContent).toBe('84.8318 tCO2e');
    expect(within(summary).getByTestId('base-year-lines-title').textContent).toBe('Entities in the base year (2)');
    expect(within(summary).getByTestId('base-year-lines-row-302').textContent).toContain('Joint venture (jointly controlled)');
    const history = screen.getByTestId('base-year-history-0');
    expect(history.textContent).toContain('Carbon team');
    expect(history.textContent).toContain('Set');
    expect(history.textContent).toContain('84.8318');
    expect(document.body.textContent).not.toMatch(
      /\b(equity-share|joint-venture|subsidiary|calc\.consolidation|report\.figure|baseYear\.)/,
    );
  });

  it('checks the base year and, when the change reaches the threshold, warns clearly with the figures per scope and entity', async () => {
    const { spy } = open({});
    await screen.findByTestId('base-year-summary');
    expect(calls(spy, '/report/checkBaseYear')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('base-year-check-open'));
    const flagged = await screen.findByTestId('base-year-check-flagged');
    expect(flagged.textContent).toBe(
      'The base-year total changed by 28.38%, reaching the significance threshold of 5%: the base year should be recalculated.',
    );
    expect(flagged.closest('.ant-alert')?.className).toContain('ant-alert-warning');
    const card = screen.getByTestId('base-year-check');
    // The warning offers the recalculation itself.
    expect(within(card).getByTestId('base-year-check-recalc')).toBeTruthy();
    const total = within(card).getByTestId('base-year-check-scope-total');
    expect(total.textContent).toBe('Total emissions (location-based)84.831860.7545-24.0773');
    expect(within(card).getByTestId('base-year-check-scope-scope1').textContent).toContain('Scope 1');
    expect(within(card).getByTestId('base-year-check-entity-302').textContent).toBe('Joint Venture CoNo longer included28.07730-28.0773');
    expect(within(card).getByTestId('base-year-check-entity-303').textContent).toBe('Acquired CoNewly included04+4');
    expect(within(card).getByTestId('base-year-check-entity-301').textContent).toBe('Longhua Entity One56.754556.75450');
    expect(screen.queryByTestId('base-year-check-within')).toBeNull();
  });

  it('says the base year passes when the change stays below the threshold', async () => {
    open({ check: CHECK_WITHIN });
    await screen.findByTestId('base-year-summary');
    fireEvent.click(screen.getByTestId('base-year-check-open'));
    const within_ = await screen.findByTestId('base-year-check-within');
    expect(within_.textContent).toBe(
      'The base-year total changed by 0%, below the significance threshold of 5%: no recalculation is needed.',
    );
    expect(within_.closest('.ant-alert')?.className).toContain('ant-alert-success');
    expect(screen.queryByTestId('base-year-check-flagged')).toBeNull();
    expect(screen.queryByTestId('base-year-check-recalc')).toBeNull();
  });

  it('refuses a recalculation without a reason, then sends the trimmed reason with the version it read', async () => {
    let recalculated = false;
    const { spy } = open({
      baseYear: () => (recalculated ? RECALCULATED : BASE_YEAR),
      recalculate: () => {
        recalculated = true;
        return ok(RECALCULATED);
      },
    });
    await screen.findByTestId('base-year-summary');
    fireEvent.click(screen.getByTestId('base-year-recalc-open'));
    const dialog = await typeReasonAndSubmit('');
    expect(await within(dialog).findByText('Please enter Reason')).toBeTruthy();
    // Blanks are no reason either.
    await typeReasonAndSubmit('   ');
    expect(await within(dialog).findByText('Please enter Reason')).toBeTruthy();
    expect(calls(spy, '/report/recalculateBaseYear')).toHaveLength(0);

    await typeReasonAndSubmit('  Divested the joint venture  ');
    await waitFor(() => expect(screen.queryByTestId('base-year-recalc-dialog')).toBeNull());
    expect(bodies(spy, '/report/recalculateBaseYear')).toEqual([{ orgId: '200', reason: 'Divested the joint venture', version: 3 }]);
    await waitFor(() => expect(screen.getByTestId('base-year-reason-text').textContent).toBe('Divested the joint venture'));
    expect(screen.getByTestId('base-year-recalculated').textContent).toMatch(/^Yes, on /);
    expect(screen.getByTestId('base-year-history-0').textContent).toContain('Recalculated');
  });

  it('on a conflict shows the message with Reload, and the next attempt carries the version reloaded', async () => {
    let reads = 0;
    let attempts = 0;
    const { spy } = open({
      baseYear: () => {
        reads += 1;
        return reads === 1 ? BASE_YEAR : RECALCULATED;
      },
      recalculate: () => {
        attempts += 1;
        return attempts === 1 ? fail(1017004, 'Someone else changed this record; reload and try again') : ok(RECALCULATED);
      },
    });
    await screen.findByTestId('base-year-summary');
    fireEvent.click(screen.getByTestId('base-year-recalc-open'));
    await typeReasonAndSubmit('Acquired a new entity');
    expect((await screen.findByTestId('base-year-recalc-conflict')).textContent).toBe(
      'Someone else changed this record; reload and try again',
    );
    fireEvent.click(screen.getByTestId('base-year-recalc-reload'));
    await waitFor(() => expect(screen.getByTestId('base-year-reason-text').textContent).toBe('Divested the joint venture'));
    expect(screen.queryByTestId('base-year-recalc-conflict')).toBeNull();
    fireEvent.click(screen.getByTestId('base-year-recalc-ok'));
    await waitFor(() => expect(bodies(spy, '/report/recalculateBaseYear')).toHaveLength(2));
    expect(bodies(spy, '/report/recalculateBaseYear').map((b) => (b as { version: number }).version)).toEqual([3, 4]);
  });

  it('sets a base year from an approved project with the approach and threshold chosen, checking the threshold first', async () => {
    const { spy } = open({ baseYear: () => null });
    expect((await screen.findByTestId('base-year-empty')).textContent).toBe('This organisation has no base year yet');
    expect((screen.getByTestId('base-year-check-open') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('base-year-set-open'));
    const dialog = await screen.findByTestId('base-year-set-dialog');
    fireEvent.mouseDown(within(dialog).getByTestId('base-year-project').querySelector('input')!);
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (o) => o.getAttribute('title') === 'FY2020 inventory (2020)',
      );
      if (!found) throw new Error('no project option');
      return found;
    });
    fireEvent.click(option);
    // Only projects whose every task is approved are offered.
    expect(calls(spy, '/inventoryProject/page').some((c) => c.url.searchParams.get('status') === 'completed')).toBe(true);
    fireEvent.click(within(dialog).getByTestId('base-year-approach-operational'));
    fireEvent.change(within(dialog).getByTestId('base-year-threshold-input'), { target: { value: '120' } });
    fireEvent.click(screen.getByTestId('base-year-set-ok'));
    expect(await within(dialog).findByText('The threshold must be a percentage from 0 to 99.99')).toBeTruthy();
    expect(calls(spy, '/report/setBaseYear')).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('base-year-threshold-input'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('base-year-set-ok'));
    await waitFor(() =>
      expect(bodies(spy, '/report/setBaseYear')).toEqual([{ orgId: '200', projectId: '60', approach: 'operational', thresholdPct: '3' }]),
    );
  });

  it('offers Check but neither Set nor Recalculate without report:baseYear', async () => {
    const { spy } = open({ permissions: [] });
    await screen.findByTestId('base-year-summary');
    await waitFor(() => expect(calls(spy, '/getLoginUser').length).toBeGreaterThan(0));
    expect(screen.getByTestId('base-year-check-open')).toBeTruthy();
    expect(screen.queryByTestId('base-year-set-open')).toBeNull();
    expect(screen.queryByTestId('base-year-recalc-open')).toBeNull();
  });
});
