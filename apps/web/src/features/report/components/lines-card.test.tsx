import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportDetail, ReportLine } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { fail, mockFetch, ok, renderRoutes } from '../../../test-utils';
import { DETAIL, LINE_SUB } from './report-fixtures';
import { ReportPage } from './report-page';

const loginUser = { id: '1', account: 'u', name: 'U', adminType: 2, permissions: [], menus: [] };

/** 45 entities, largest first: entity n contributes 100 − n tCO2e. */
const LINES: ReportLine[] = Array.from({ length: 45 }, (_, i) => {
  const n = i + 1;
  const total = String(100 - n);
  const totals = {
    ...LINE_SUB.consolidated,
    scope1: total,
    scope2Location: '0',
    scope2Market: '0',
    scope3: '0',
    total,
    totalMarket: total,
  };
  return { ...LINE_SUB, orgId: String(400 + n), orgName: `Entity ${n}`, gross: totals, consolidated: totals };
});
const VERSIONS = [1, 2].map((n) => ({
  versionNo: n,
  publishedAt: `2026-02-0${n}T08:00:00Z`,
  publishedBy: '1',
  publishedByName: 'Carbon team',
}));
const LARGE: ReportDetail = { ...DETAIL, lines: LINES.slice(0, 20), lineCount: 45, publishedVersion: 2, versionNo: 1, versions: VERSIONS };

function open(detail: ReportDetail, path: string) {
  setToken('t');
  const spy = mockFetch((p) => {
    if (p === '/getLoginUser') return ok(loginUser);
    if (p === '/report/detail') return ok(detail);
    if (p === '/report/lines') {
      const q = new URL(String(spy.mock.calls.at(-1)![0]), 'http://localhost').searchParams;
      const pageNo = Number(q.get('pageNo'));
      const pageSize = Number(q.get('pageSize'));
      const rows = LINES.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      return ok({ pageNo, pageSize, totalRows: LINES.length, totalPage: Math.ceil(LINES.length / pageSize), rows });
    }
    if (p === '/report/derivation') return fail(2033001, 'The report does not exist');
    return ok(null);
  });
  renderRoutes([{ path: '/carbonButler/report', element: <ReportPage /> }], path);
  return spy;
}

const queries = (spy: ReturnType<typeof mockFetch>, path: string) =>
  spy.mock.calls
    .map(([u]) => new URL(String(u), 'http://localhost'))
    .filter((u) => u.pathname.endsWith(path))
    .map((u) => Object.fromEntries(u.searchParams));

// jsdom has no canvas: the chart measures its labels without one (ECharts estimates), silently.
const getContext = HTMLCanvasElement.prototype.getContext;
beforeEach(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
});
afterEach(() => {
  HTMLCanvasElement.prototype.getContext = getContext;
});

describe('Report lines card', () => {
  it('pages through report/lines on the server when the report has more lines than the detail holds, for the version shown', async () => {
    const spy = open(LARGE, '/carbonButler/report?id=900&versionNo=1');
    await screen.findByTestId('report-page');
    expect(screen.getByTestId('report-lines-count').textContent).toBe('45 entities, largest first');
    const table = screen.getByTestId('report-lines');
    const card = screen.getByTestId('report-lines-count').closest<HTMLElement>('.ant-card')!;
    await within(table).findByTestId('report-lines-row-401');
    expect(queries(spy, '/report/lines')).toEqual([{ id: '900', versionNo: '1', pageNo: '1', pageSize: '20' }]);

    fireEvent.click(card.querySelector('.ant-pagination-item-3')!);
    await within(table).findByTestId('report-lines-row-445');
    expect(queries(spy, '/report/lines').at(-1)).toEqual({ id: '900', versionNo: '1', pageNo: '3', pageSize: '20' });
    expect(within(table).queryByTestId('report-lines-row-401')).toBeNull();
    expect(table.querySelectorAll('tr[data-testid^="report-lines-row-"]')).toHaveLength(5);

    // A line the detail does not hold opens its derivation under its own name, for the same version.
    fireEvent.click(within(table).getByTestId('figure-line:442'));
    const drawer = await screen.findByTestId('derivation-drawer');
    expect(within(drawer).getByTestId('derivation-trail').textContent).toBe('Entity 42');
    await waitFor(() => expect(queries(spy, '/report/derivation')).toHaveLength(1));
    expect(queries(spy, '/report/derivation')[0]).toMatchObject({ figure: 'line:442', versionNo: '1' });
  });

  it("shows the detail's own lines, without asking for more, when it holds them all", async () => {
    const spy = open(DETAIL, '/carbonButler/report?id=900');
    await screen.findByTestId('report-page');
    expect(screen.getByTestId('report-lines-row-301')).toBeTruthy();
    expect(screen.getByTestId('report-lines-row-302')).toBeTruthy();
    expect(screen.queryByTestId('report-lines-count')).toBeNull();
    expect(queries(spy, '/report/lines')).toEqual([]);
  });
});
