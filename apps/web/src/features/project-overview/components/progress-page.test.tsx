import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../../test-utils';
import { PROGRESS } from './overview-fixtures';
import { cellsOf, openOverview, queriesTo } from './overview-test-kit';
import { ProgressPage } from './progress-page';

const ROUTE = '/ProjectEmissionReduction/Project_ERPC';
const open = (path = ROUTE) =>
  openOverview({ route: ROUTE, path, page: <ProgressPage />, endpoint: '/project/progress', reply: () => ok(PROGRESS) });

// jsdom has no canvas: the chart measures its labels without one (ECharts estimates), silently.
const getContext = HTMLCanvasElement.prototype.getContext;
beforeEach(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
});
afterEach(() => {
  HTMLCanvasElement.prototype.getContext = getContext;
});

describe('ProgressPage (Project_ERPC)', () => {
  it('shows the projects by stage and by organisation, the organisation’s own apart', async () => {
    const { spy } = open(`${ROUTE}?orgId=200`);
    await screen.findByTestId('progress-by-org');
    expect(queriesTo(spy, '/project/progress').at(-1)?.get('orgId')).toBe('200');
    expect(screen.getByTestId('progress-by-stage')).toBeTruthy();
    const headers = [...within(screen.getByTestId('progress-by-org')).getAllByRole('columnheader')].map((h) => h.textContent);
    expect(headers).toEqual([
      'Organisation',
      'Projects',
      'Initiation',
      'Procurement',
      'Implementation',
      'Acceptance',
      'Supervisor review',
      'Business group review',
      'Fii review',
      'Closure',
    ]);
    expect(cellsOf(screen.getByTestId('progress-org-row-200'))).toEqual([
      'Cloud BG (own projects)',
      '1',
      '1',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
    ]);
    expect(cellsOf(screen.getByTestId('progress-org-row-210'))).toEqual(['Park North', '4', '1', '1', '0', '1', '0', '0', '0', '1']);
  });

  it('drills into a child organisation: the address and the request follow', async () => {
    const { spy, router } = open(`${ROUTE}?orgId=200&year=2025`);
    fireEvent.click(await screen.findByTestId('progress-org-210'));
    await waitFor(() => expect(queriesTo(spy, '/project/progress').at(-1)?.get('orgId')).toBe('210'));
    expect(queriesTo(spy, '/project/progress').at(-1)?.get('year')).toBe('2025');
    expect(router.state.location.search).toBe('?orgId=210&year=2025');
    // The organisation's own projects are not a subtree to drill into.
    expect((await screen.findByTestId('progress-org-200')).tagName).toBe('SPAN');
  });

  it('lists the overdue and the flagged projects, each opening its detail; a cut list says how many there are', async () => {
    const { router } = open();
    const overdue = await screen.findByTestId('progress-overdue');
    expect(within(overdue).getByTestId('progress-overdue-total').textContent).toBe('Showing 1 of 3');
    const row = cellsOf(screen.getByTestId('progress-overdue-row-21'));
    expect(row[0]).toBe('Boiler insulationEP2025000021');
    expect(row.slice(1, 3)).toEqual(['Park North', 'Procurement completed']);
    expect(row[4]).toBe('45');
    const flagged = screen.getByTestId('progress-flagged');
    // The threshold share 0.8; the LED retrofit realised 0.6125 → 61.25% → 61.3% (half up).
    expect(flagged.textContent).toContain('Realising less than 80% of the estimated reduction');
    expect(within(flagged).getByTestId('progress-flagged-total').textContent).toBe('1 in all');
    expect(cellsOf(screen.getByTestId('progress-flagged-row-22'))).toEqual([
      'LED retrofitEP2025000022',
      'Park North',
      'Acceptance completed',
      '40.25',
      '61.3%',
    ]);
    fireEvent.click(screen.getByTestId('progress-flagged-link-22'));
    await screen.findByTestId('case-stub');
    expect(router.state.location.search).toBe('?id=22');
  });

  it('is in Traditional Chinese for a Taiwanese user', async () => {
    openOverview({
      route: ROUTE,
      path: ROUTE,
      page: <ProgressPage />,
      endpoint: '/project/progress',
      reply: () => ok(PROGRESS),
      locale: 'zh-TW',
    });
    await screen.findByTestId('progress-flagged');
    expect(screen.getByTestId('progress-overdue-total').textContent).toBe('顯示 1 / 共 3 個');
    expect(cellsOf(screen.getByTestId('progress-org-row-200'))[0]).toBe('Cloud BG（本級專案）');
  });
});
