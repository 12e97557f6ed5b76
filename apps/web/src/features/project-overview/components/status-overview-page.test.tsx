import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../../test-utils';
import { STATUS_OVERVIEW } from './overview-fixtures';
import { cellsOf, openOverview, queriesTo } from './overview-test-kit';
import { StatusOverviewPage } from './status-overview-page';

const ROUTE = '/ProjectEmissionReduction/Project_OAA/Project';
const open = (path = ROUTE, locale?: 'zh-CN') =>
  openOverview({
    route: ROUTE,
    path,
    page: <StatusOverviewPage />,
    endpoint: '/project/statusOverview',
    reply: () => ok(STATUS_OVERVIEW),
    locale,
  });

// jsdom has no canvas: the chart measures its labels without one (ECharts estimates), silently.
const getContext = HTMLCanvasElement.prototype.getContext;
beforeEach(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
});
afterEach(() => {
  HTMLCanvasElement.prototype.getContext = getContext;
});

describe('StatusOverviewPage (Project_OAA/Project)', () => {
  it('totals the projects and shows counts and reduction by status, with its chart', async () => {
    const { spy } = open(`${ROUTE}?orgId=200&year=2025`);
    await screen.findByTestId('status-table-status');
    const q = queriesTo(spy, '/project/statusOverview').at(-1);
    expect([q?.get('orgId'), q?.get('year')]).toEqual(['200', '2025']);
    expect(screen.getByTestId('status-total-count').textContent).toBe('3');
    expect(screen.getByTestId('status-total-reduction').textContent).toBe('500.50');
    expect(screen.getByTestId('status-chart-status')).toBeTruthy();
    expect(cellsOf(screen.getByTestId('status-table-status-row-draft'))).toEqual(['Draft', '1', '80.00']);
    expect(cellsOf(screen.getByTestId('status-table-status-row-project_approved'))).toEqual(['Project approved', '2', '420.50']);
    expect(cellsOf(screen.getByTestId('status-table-status-row-closed'))).toEqual(['Closed', '0', '0.00']);
  });

  it('breaks them down by stage, 3R class (unclassified included) and year', async () => {
    open();
    fireEvent.click(await screen.findByTestId('status-tab-stage'));
    expect(cellsOf(await screen.findByTestId('status-table-stage-row-procurement'))).toEqual(['Procurement', '2', '420.50']);
    fireEvent.click(screen.getByTestId('status-tab-threeR'));
    await screen.findByTestId('status-table-threeR');
    expect(screen.getByTestId('status-chart-threeR')).toBeTruthy();
    expect(cellsOf(screen.getByTestId('status-table-threeR-row-reduce'))).toEqual(['1R Reduce (energy saving)', '1', '120.50']);
    expect(cellsOf(screen.getByTestId('status-table-threeR-row-replace'))).toEqual(['2R Replace (renewable replacement)', '1', '300.00']);
    expect(cellsOf(screen.getByTestId('status-table-threeR-row-none'))).toEqual(['Unclassified', '1', '80.00']);
    fireEvent.click(screen.getByTestId('status-tab-year'));
    expect(cellsOf(await screen.findByTestId('status-table-year-row-2025'))).toEqual(['2025', '2', '200.50']);
    expect(cellsOf(screen.getByTestId('status-table-year-row-none'))).toEqual(['No estimated start', '1', '300.00']);
  });

  it('shows each child organisation by 3R class, expanding into its statuses, and drills into it', async () => {
    const { spy } = open(`${ROUTE}?orgId=200`);
    const row = await screen.findByTestId('status-by-org-row-210');
    const headers = [...within(screen.getByTestId('status-by-org')).getAllByRole('columnheader')].map((h) => h.textContent);
    expect(headers.slice(1)).toEqual([
      'Organisation',
      'Projects',
      'Annual carbon reduction (tCO2e/yr)',
      '1R Reduce (energy saving) (tCO2e/yr)',
      '2R Replace (renewable replacement) (tCO2e/yr)',
      '3R Resolve (tCO2e/yr)',
      'Unclassified (tCO2e/yr)',
    ]);
    // The first cell is the expand button.
    expect(cellsOf(row).slice(1)).toEqual(['Park North', '3', '500.50', '120.50', '300.00', '0.00', '80.00']);
    fireEvent.click(within(row).getByRole('button', { name: /expand/i }));
    const statuses = await screen.findByTestId('status-org-statuses-210');
    // Only the statuses it has projects in.
    expect(within(statuses).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['Draft', '1', '80.00'],
      ['Project approved', '2', '420.50'],
    ]);
    fireEvent.click(screen.getByTestId('status-org-210'));
    await waitFor(() => expect(queriesTo(spy, '/project/statusOverview').at(-1)?.get('orgId')).toBe('210'));
  });

  it('is in Chinese for a Chinese user', async () => {
    open(ROUTE, 'zh-CN');
    await screen.findByTestId('status-table-status');
    expect(cellsOf(screen.getByTestId('status-table-status-row-draft'))).toEqual(['草稿', '1', '80.00']);
    expect(screen.getByTestId('status-tab-threeR').textContent).toBe('按 3R 类别');
  });
});
