import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { DashboardPage } from './dashboard-page';
import { NO_TARGETS, PROGRESS, SUMMARY, TARGETS } from './dashboard-fixtures';

const getContext = HTMLCanvasElement.prototype.getContext;
beforeEach(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
});
afterEach(() => {
  HTMLCanvasElement.prototype.getContext = getContext;
});

type Calls = ReturnType<typeof mockFetch>;
const summaryCalls = (spy: Calls) =>
  spy.mock.calls
    .map((c) => new URL(String(c[0]), 'http://localhost'))
    .filter((u) => u.pathname.endsWith('/dashboard/summary'))
    .map((u) => Object.fromEntries(u.searchParams));

function serve(targets = NO_TARGETS) {
  setToken('t');
  return mockFetch((p) => {
    if (p === '/sysOrg/tree') return ok([{ id: '20', parentId: '0', title: 'Cloud BG', value: '20', weight: 1, children: [] }]);
    if (p === '/dashboard/summary') return ok(SUMMARY);
    if (p === '/dashboard/targets') return ok(targets);
    if (p === '/dashboard/progress') return ok(PROGRESS);
    if (p === '/dashboard/sourceTypes') return ok({ orgId: '20', year: 2025, basis: 'annual', rows: [] });
    return ok(null);
  });
}

describe('dashboard', () => {
  it('shows the figures with thousands separators in English and says "data not reported" where nothing is', async () => {
    serve();
    renderAt(<DashboardPage />, '/?year=2025');
    expect((await screen.findByTestId('dash-kpi-total')).textContent).toBe('123,456.79 tCO2e');
    expect(screen.getByTestId('dash-kpi-scope3').textContent).toBe('0 tCO2e');
    // (123,456.789 − 100,000) / 100,000 = +23.5 %; no base year: not reported, never 0 %
    expect(screen.getByTestId('dash-kpi-total-lastYear').textContent).toBe('+23.5%');
    expect(screen.getByTestId('dash-kpi-total-baseYear').textContent).toBe('Data not reported');
    expect(screen.getByTestId('dash-org-22-total').textContent).toBe('Data not reported');
    expect(screen.getByTestId('dash-categories-none').textContent).toBe('Data not reported');
    expect(screen.getByTestId('dash-source-types-none').textContent).toBe('Data not reported');
    expect((await screen.findByTestId('dash-control-none')).textContent).toBe('Data not reported');
    expect(screen.getByTestId('dash-reduction-none').textContent).toBe('Data not reported');
    expect(screen.getByTestId('dash-renewable-none').textContent).toBe('Data not reported');
    expect((await screen.findByTestId('dash-progress-overdue')).textContent).toBe('Overdue tasks: 1');
  });

  it('writes 万 and 亿 in Chinese', async () => {
    serve(TARGETS);
    renderAt(<DashboardPage />, '/?year=2025', 'zh-CN');
    expect((await screen.findByTestId('dash-kpi-total')).textContent).toBe('12.35万 tCO2e');
    expect(screen.getByTestId('dash-org-22-total').textContent).toBe('数据未上报');
    expect((await screen.findByTestId('dash-control-target')).textContent).toBe('目标 15万');
    expect(screen.getByTestId('dash-control-ratio').textContent).toBe('82.3%');
    expect(screen.getByTestId('dash-renewable-share').textContent).toBe('25%');
    expect(screen.getByTestId('dash-reduction-none').textContent).toBe('数据未上报');
  });

  it('drills into a child organisation and opens a figure’s derivation', async () => {
    const spy = serve();
    renderAt(<DashboardPage />, '/?year=2025');
    fireEvent.click(await screen.findByTestId('dash-org-21'));
    await waitFor(() => expect(summaryCalls(spy).at(-1)).toEqual({ year: '2025', orgId: '21' }));
    fireEvent.click(screen.getByTestId('dash-kpi-total-card'));
    expect((await screen.findByTestId('dash-derivation-value')).textContent).toBe('123,456.79 tCO2e');
    expect(screen.getByTestId('dash-derivation-task-71').getAttribute('href')).toBe('/carbonButler/ReportInventory?taskId=71');
    expect(screen.getByTestId('dash-derivation-report-7').getAttribute('href')).toBe('/carbonButler/totalReport?projectId=7&orgId=20');
  });
});
