import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReportRow } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderRoutes } from '../../../test-utils';
import { DETAIL } from './report-fixtures';
import { AllReportPage } from './all-report-page';

const loginUser = (permissions: string[]) => ({ id: '1', account: 'u', name: 'U', adminType: 2, permissions, menus: [] });
const { id, kind, template, status, title, number, projectId, projectName, taskId, orgId, orgName, approach, publishedVersion, total } =
  DETAIL;
const DRAFT: ReportRow = {
  id,
  kind,
  template,
  status,
  title,
  number,
  projectId,
  projectName,
  taskId,
  orgId,
  orgName,
  approach,
  publishedVersion,
  total,
  createdBy: '1',
  createdByName: 'Carbon team',
  createdAt: '2026-02-01T08:00:00Z',
  updatedAt: '2026-02-01T08:00:00Z',
  version: 4,
};
const PUBLISHED: ReportRow = {
  ...DRAFT,
  id: '901',
  kind: 'task',
  template: 'iso14064',
  status: 'published',
  title: 'Entity One 2025',
  publishedVersion: 2,
  total: '56.7545',
};

function open(permissions = ['report:edit']) {
  setToken('t');
  const spy = mockFetch((p) => {
    if (p === '/getLoginUser') return ok(loginUser(permissions));
    if (p === '/report/page') return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: 2, rows: [DRAFT, PUBLISHED] });
    if (p === '/inventoryProject/page') return ok({ pageNo: 1, pageSize: 100, totalPage: 0, totalRows: 0, rows: [] });
    if (p === '/sysOrg/tree') return ok([]);
    return ok(null);
  });
  renderRoutes([{ path: '/carbonButler/allReport', element: <AllReportPage /> }], '/carbonButler/allReport');
  return spy;
}

const pageQueries = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).filter((u) => u.pathname.endsWith('/report/page'));

describe('AllReportPage', () => {
  it('lists the reports with their labels, opens each, and deletes only a draft', async () => {
    const spy = open();
    const link = await screen.findByTestId('report-open-900');
    expect(link.getAttribute('href')).toBe('/carbonButler/report?id=900');
    expect(screen.getByTestId('report-template-900').textContent).toBe('GHG template');
    expect(screen.getByTestId('report-template-901').textContent).toBe('ISO14064 template');
    expect(screen.getByTestId('report-status-900').textContent).toBe('Draft');
    expect(screen.getByTestId('report-status-901').textContent).toBe('Published v2');
    expect(document.body.textContent).not.toMatch(/\b(iso14064|ghg|consolidated|equity)\b/);

    expect(screen.queryByTestId('report-delete-901')).toBeNull();
    fireEvent.click(await screen.findByTestId('report-delete-900'));
    fireEvent.click(await screen.findByTestId('report-delete-ok-900'));
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
    const deletes = spy.mock.calls
      .filter(([u]) => String(u).endsWith('/report/delete'))
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(deletes).toEqual([{ id: '900' }]);
    // The list reloads after the change.
    await waitFor(() => expect(pageQueries(spy).length).toBeGreaterThan(1));
  });

  it('filters by status through the server query', async () => {
    const spy = open([]);
    await screen.findByTestId('report-open-900');
    expect(screen.queryByTestId('report-delete-900')).toBeNull();
    const input = screen.getByTestId('report-search-status').querySelector('input') ?? screen.getByTestId('report-search-status');
    fireEvent.mouseDown(input);
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (o) => o.getAttribute('title') === 'Published',
      );
      if (!found) throw new Error('no option');
      return found;
    });
    fireEvent.click(option);
    fireEvent.click(screen.getByTestId('report-table-search'));
    await waitFor(() => expect(pageQueries(spy).at(-1)?.searchParams.get('status')).toBe('published'));
  });
});
