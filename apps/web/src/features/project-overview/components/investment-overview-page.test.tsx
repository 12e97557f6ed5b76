import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ok } from '../../../test-utils';
import { InvestmentOverviewPage } from './investment-overview-page';
import { INVESTMENT_OVERVIEW } from './overview-fixtures';
import { cellsOf, openOverview } from './overview-test-kit';

const ROUTE = '/ProjectEmissionReduction/Project_OAA/reduce_investment';
const open = (path = ROUTE, permissions: string[] = []) =>
  openOverview({
    route: ROUTE,
    path,
    page: <InvestmentOverviewPage />,
    endpoint: '/project/investmentOverview',
    reply: () => ok(INVESTMENT_OVERVIEW),
    permissions,
  });

// jsdom has no canvas: the chart measures its labels without one (ECharts estimates), silently.
const getContext = HTMLCanvasElement.prototype.getContext;
beforeEach(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
});
afterEach(() => {
  HTMLCanvasElement.prototype.getContext = getContext;
});

describe('InvestmentOverviewPage (reduce_investment)', () => {
  it('totals investment, benefit and reduction, and breaks them down by organisation, year and technology', async () => {
    open(`${ROUTE}?orgId=200`);
    await screen.findByTestId('investment-table-org');
    expect(screen.getByTestId('investment-total-count').textContent).toBe('3');
    expect(screen.getByTestId('investment-total-investment').textContent).toBe('1,300.50');
    expect(screen.getByTestId('investment-total-annualBenefit').textContent).toBe('125.50');
    expect(screen.getByTestId('investment-total-reduction').textContent).toBe('500.50');
    expect(screen.getByTestId('investment-chart-org')).toBeTruthy();
    expect(cellsOf(screen.getByTestId('investment-table-org-row-200'))).toEqual([
      'Cloud BG (own projects)',
      '1',
      '100.50',
      '20.00',
      '80.00',
    ]);
    expect(cellsOf(screen.getByTestId('investment-table-org-row-210'))).toEqual(['Park North', '2', '1,200.00', '105.50', '420.50']);
    fireEvent.click(screen.getByTestId('investment-tab-year'));
    expect(cellsOf(await screen.findByTestId('investment-table-year-row-2025'))).toEqual(['2025', '3', '1,300.50', '125.50', '500.50']);
    fireEvent.click(screen.getByTestId('investment-tab-technology'));
    expect(cellsOf(await screen.findByTestId('investment-table-technology-row-chiller'))).toEqual([
      'Chiller',
      '2',
      '1,300.00',
      '105.50',
      '200.50',
    ]);
    expect(cellsOf(screen.getByTestId('investment-table-technology-row-none'))).toEqual([
      'No technology given',
      '1',
      '0.50',
      '20.00',
      '300.00',
    ]);
    // No export without its permission.
    expect(screen.queryByTestId('investment-export')).toBeNull();
  });

  it('exports the projects behind the overview for the organisation and year shown', async () => {
    open(`${ROUTE}?orgId=210&year=2024`, ['project:investmentExport']);
    await screen.findByTestId('investment-table-org');
    // From here on the server answers the workbook.
    const files = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(new Blob(['xlsx']), {
          status: 200,
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        }),
    );
    vi.stubGlobal('fetch', files);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:x';
        static override revokeObjectURL = () => undefined;
      },
    );
    fireEvent.click(screen.getByTestId('investment-export'));
    expect(await screen.findByText('Exported successfully')).toBeTruthy();
    await waitFor(() => expect(String(files.mock.calls[0]?.[0])).toBe('/api/main/project/investmentExport?orgId=210&year=2024'));
  });
});
