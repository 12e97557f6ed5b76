import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderRoutes } from '../../../test-utils';
import { DETAIL, LINE_JV, LINE_SUB } from './report-fixtures';
import { TotalReportPage } from './total-report-page';

const loginUser = (permissions: string[]) => ({ id: '1', account: 'u', name: 'U', adminType: 2, permissions, menus: [] });
const PROJECT = {
  id: '70',
  name: 'FY2025 inventory',
  type: 'annual',
  year: 2025,
  month: null,
  orgId: '200',
  orgName: 'Cloud BG',
  deadline: null,
  gwpSet: 'AR5',
  remark: null,
  status: 'in_progress',
  taskCount: 2,
  createdBy: '1',
  createdByName: 'Carbon team',
  createdAt: '2026-01-02T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  version: 1,
};
const TREE = [{ id: '200', parentId: '0', title: 'Cloud BG', value: '200', weight: 1, children: [] }];
const totalsOf = (total: string) => ({ scope1: total, scope2Location: '0', scope2Market: '0', scope3: '0', total, totalMarket: total });
const COMPARE = {
  approaches: [
    { approach: 'equity', totals: totalsOf('84.23175'), lines: [LINE_SUB, LINE_JV] },
    {
      approach: 'operational',
      totals: totalsOf('112.309'),
      lines: [
        { ...LINE_SUB, reasonKey: 'calc.consolidation.reason.operationalControl', reasonParams: {} },
        {
          ...LINE_JV,
          appliedPct: '100',
          reasonKey: 'calc.consolidation.reason.operationalControl',
          reasonParams: {},
          consolidated: totalsOf('56.1545'),
        },
      ],
    },
    {
      approach: 'financial',
      totals: totalsOf('84.23175'),
      lines: [
        { ...LINE_SUB, reasonKey: 'calc.consolidation.reason.financialControl', reasonParams: {} },
        { ...LINE_JV, reasonKey: 'calc.consolidation.reason.jointFinancialControl', reasonParams: { pct: '50' } },
      ],
    },
  ],
};

function open(path = '/carbonButler/totalReport') {
  setToken('t');
  const spy = mockFetch((p) => {
    if (p === '/getLoginUser') return ok(loginUser(['report:generate']));
    if (p === '/inventoryProject/page') return ok({ pageNo: 1, pageSize: 100, totalPage: 1, totalRows: 1, rows: [PROJECT] });
    if (p === '/sysOrg/tree') return ok(TREE);
    if (p === '/report/consolidate') return ok(DETAIL);
    if (p === '/report/compare') return ok(COMPARE);
    return ok(null);
  });
  const view = renderRoutes(
    [
      { path: '/carbonButler/totalReport', element: <TotalReportPage /> },
      { path: '/carbonButler/report', element: <div data-testid="report-stub" /> },
    ],
    path,
  );
  return { spy, ...view };
}

async function chooseProject(label: string) {
  const input = screen.getByTestId('consolidate-project').querySelector('input')!;
  fireEvent.mouseDown(input);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.getAttribute('title') === label);
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
}

const bodies = (spy: ReturnType<typeof mockFetch>, path: string) =>
  spy.mock.calls.filter(([u]) => String(u).split('?')[0]!.endsWith(path)).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('TotalReportPage', () => {
  it('consolidates the chosen project and organisation by the chosen approach, then opens the draft', async () => {
    const { spy, router } = open();
    await screen.findByTestId('total-report-page');
    await chooseProject('FY2025 inventory (2025)');
    fireEvent.click(screen.getByTestId('approach-operational'));
    fireEvent.click(screen.getByTestId('template-iso14064'));
    fireEvent.click(await screen.findByTestId('consolidate-submit'));
    await screen.findByTestId('report-stub');
    // The organisation defaults to the project's own.
    expect(bodies(spy, '/report/consolidate')).toEqual([{ projectId: '70', orgId: '200', approach: 'operational', template: 'iso14064' }]);
    expect(router.state.location.pathname + router.state.location.search).toBe('/carbonButler/report?id=900&versionNo=0');
  });

  it('compares the three approaches side by side, every code by its label', async () => {
    const { spy } = open('/carbonButler/totalReport?projectId=70&orgId=200');
    await screen.findByTestId('total-report-page');
    fireEvent.click(screen.getByTestId('compare-submit'));
    const table = await screen.findByTestId('compare-table');
    const query = spy.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).find((u) => u.pathname.endsWith('/report/compare'));
    expect(Object.fromEntries(query!.searchParams)).toEqual({ projectId: '70', orgId: '200', template: 'ghg' });
    expect(within(table).getByTestId('compare-approach-equity').textContent).toBe('Equity share');
    expect(within(table).getByTestId('compare-approach-operational').textContent).toBe('Operational control');
    expect(within(table).getByTestId('compare-approach-financial').textContent).toBe('Financial control');
    const total = within(table).getByTestId('compare-row-total');
    expect(total.textContent).toContain('Total emissions (location-based)');
    expect(total.textContent).toContain('84.2318');
    expect(total.textContent).toContain('112.309');
    const jv = screen.getByTestId('compare-line-302');
    expect(jv.textContent).toContain('50% → 28.0773');
    expect(jv.textContent).toContain('100% → 56.1545');
    expect(jv.textContent).toContain('Joint venture (jointly controlled) · Joint financial control: included at the equity share of 50%');
    expect(document.body.textContent).not.toMatch(/\b(joint-venture|subsidiary|equity-share|operational-control|calc\.consolidation)\b/);
  });
});
