import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WhatIfResult } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { ACHIEVEMENT, ANNUAL, ANNUAL_FORECAST, FORECAST, TRAJECTORY } from './achievement-fixtures';
import { AchievementPage } from './achievement-page';

const TREE = [{ id: '2', parentId: '0', title: 'Cloud BG', value: '2', weight: 1, children: [] }];

/** Rooftop PV counted from October: 60 / 12 × 3 = 15 off the forecast, the miss down from 50 to 35. */
const WITH_PV: WhatIfResult = {
  ...FORECAST,
  forecast: { ...FORECAST.forecast, total: '635', gap: '35', projectReduction: '25' },
  projects: FORECAST.projects.map((p) => ({ ...p, included: true })),
  base: FORECAST.forecast,
  gapChange: '-15',
};
/** The chiller moved to the end of March as well: three more months of 10 a month, the miss down to 5. */
const EARLIER: WhatIfResult = { ...WITH_PV, forecast: { ...WITH_PV.forecast, total: '605', gap: '5' }, gapChange: '-45' };

function open(tab: 'time' | 'org' | 'forecast', data = { achievement: ACHIEVEMENT, forecast: FORECAST, orgId: '2' }) {
  setToken('t');
  const spy = mockFetch((p, init) => {
    if (p === '/getLoginUser') return ok({ id: '1', account: 'u', name: 'U', adminType: 2, permissions: [], menus: [] });
    if (p === '/sysOrg/tree') return ok(TREE);
    if (p === '/goal/achievement') return ok(data.achievement);
    if (p === '/goal/forecast') return ok(data.forecast);
    if (p === '/goal/trajectory') return ok(TRAJECTORY);
    if (p === '/goal/whatIf') {
      const body = JSON.parse(String(init?.body)) as { projects: { id: string; completion?: string }[] };
      return ok(body.projects.some((x) => x.completion === '2025-03-31') ? EARLIER : WITH_PV);
    }
    return ok(null);
  });
  renderAt(<AchievementPage />, `/goal?orgId=${data.orgId}&year=2025&tab=${tab}`);
  return spy;
}

const whatIfBodies = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.filter(([u]) => String(u).endsWith('/goal/whatIf')).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

// jsdom has no canvas: the charts measure their labels without one (ECharts estimates), silently.
const getContext = HTMLCanvasElement.prototype.getContext;
beforeEach(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
});
afterEach(() => {
  HTMLCanvasElement.prototype.getContext = getContext;
});

describe('Absolute_CASOAA: status tags', () => {
  it("tags each month of the organisation: met at or under the cap, and months without approved data 'not reported'", async () => {
    open('time');
    await screen.findByTestId('goal-by-month');
    const tag = (m: number) => screen.getByTestId(`goal-status-2-${m}`);
    expect([1, 2, 3].map((m) => tag(m).textContent)).toEqual(['Meets target', 'Meets target', 'Meets target']);
    expect(tag(4).textContent).toBe('Data not reported');
    expect(tag(4).getAttribute('data-status')).toBe('notReported');
    expect(screen.getByTestId('goal-actual-2-4').textContent).toBe('Data not reported');
    expect(screen.getByTestId('goal-year-status').textContent).toBe('Data not reported');
    // the business group's target is still a draft: counted, and said so
    expect(screen.getByTestId('goal-target-draft').textContent).toBe('Draft target');
  });

  it('shows one park meeting its target and one not, by organisation', async () => {
    open('org');
    await screen.findByTestId('goal-by-org');
    // Longhua: 20, 22, 25 against 25 → three met; Shenzhen: 18, 21, 19 against 20 → February not met
    expect(screen.getByTestId('goal-org-months-3').textContent).toBe('Meets target 3 · Does not meet target 0 · Data not reported 9');
    expect(screen.getByTestId('goal-org-months-4').textContent).toBe('Meets target 2 · Does not meet target 1 · Data not reported 9');
    // a park with organisations below it drills down; one without does not
    expect(screen.getByTestId('goal-drill-3').textContent).toBe('Longhua park');
    expect(screen.queryByTestId('goal-drill-4')).toBeNull();
    expect(screen.queryByTestId('goal-target-draft-3')).toBeNull();
  });

  it('opens what an actual is drawn from: the approved tasks and the report', async () => {
    open('time');
    fireEvent.click(await screen.findByTestId('goal-actual-2-1'));
    const drawer = await screen.findByTestId('goal-sources');
    expect(within(drawer).getByTestId('goal-sources-value').textContent).toBe('38 tCO2e');
    expect(within(drawer).getByTestId('goal-source-task-801').getAttribute('href')).toBe('/carbonButler/ReportInventory?taskId=801');
    expect(within(drawer).getByTestId('goal-source-task-802')).toBeTruthy();
    expect(within(drawer).getByTestId('goal-source-report-61').getAttribute('href')).toBe('/carbonButler/totalReport?projectId=61&orgId=2');
  });
});

describe('Absolute_CASOAA: an annual inventory against monthly targets (issue 29)', () => {
  const annual = { achievement: ANNUAL, forecast: ANNUAL_FORECAST, orgId: '1' };

  it('says "annual data only" for the months, and that the Fii sums only the business groups reported', async () => {
    open('time', annual);
    await screen.findByTestId('goal-by-month');
    expect(screen.getByTestId('goal-status-1-1').textContent).toBe('Annual data only');
    expect(screen.getByTestId('goal-status-1-1').getAttribute('data-status')).toBe('annualOnly');
    expect(screen.getByTestId('goal-actual-1-12').textContent).toBe('Annual data only');
    expect(screen.getByTestId('goal-year-actual').textContent).toBe('1,600');
    expect(screen.getByTestId('goal-year-status-partial').textContent).toBe('Partly reported');
  });

  it('counts the business group’s months as annual data only', async () => {
    open('org', annual);
    await screen.findByTestId('goal-by-org');
    expect(screen.getByTestId('goal-org-status-2').textContent).toBe('Does not meet target');
    expect(screen.getByTestId('goal-org-months-2').textContent).toBe(
      'Meets target 0 · Does not meet target 0 · Data not reported 0 · Annual data only 12',
    );
  });

  it('forecasts the year with its approved annual figure beside the target, never "no control target"', async () => {
    open('forecast', annual);
    await waitFor(() => expect(screen.getByTestId('goal-forecast-gap').textContent).toBe('Headroom: 1,400 tCO2e'));
    expect(screen.getByTestId('goal-forecast-total').textContent).toBe('1,600');
    expect(screen.getByTestId('goal-forecast-basis').textContent).toContain('approved annual inventory');
    expect(screen.getByTestId('goal-forecast-partial')).toBeTruthy();
    expect(screen.queryByTestId('goal-forecast-holds')).toBeNull();
  });

  it('with a target but nothing to forecast from, says so instead of "no control target"', async () => {
    const none = {
      ...ANNUAL_FORECAST,
      forecast: { ...ANNUAL_FORECAST.forecast, basis: 'none' as const, partial: false, total: null, gap: null },
    };
    open('forecast', { ...annual, forecast: none });
    await waitFor(() => expect(screen.getByTestId('goal-forecast-gap').textContent).toBe('No data to forecast from'));
  });
});

describe('Absolute_CASOAA: what-if', () => {
  it('recomputes the forecast and the gap when a pipeline project is ticked or moved, and goes back to the plan', async () => {
    const spy = open('forecast');
    const gap = async (text: string) => waitFor(() => expect(screen.getByTestId('goal-forecast-gap').textContent).toBe(text));
    await gap('Expected miss: 50 tCO2e');
    expect(screen.getByTestId('goal-forecast-holds').textContent).toBe('The cap is expected to be missed');
    expect(whatIfBodies(spy)).toEqual([]);

    fireEvent.click(screen.getByTestId('goal-whatif-pick-42'));
    await gap('Expected miss: 35 tCO2e');
    expect(whatIfBodies(spy)).toEqual([{ year: 2025, orgId: '2', projects: [{ id: '41' }, { id: '42' }] }]);
    expect(screen.getByTestId('goal-whatif-gap-change').textContent).toBe(' · the what-if closes the gap by 15 tCO2e');

    const date = screen.getByTestId('goal-whatif-date-41');
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '2025-03-31' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await gap('Expected miss: 5 tCO2e');
    expect(whatIfBodies(spy).at(-1)).toEqual({ year: 2025, orgId: '2', projects: [{ id: '41', completion: '2025-03-31' }, { id: '42' }] });
    expect(screen.getByTestId('goal-whatif-gap-change').textContent).toBe(' · the what-if closes the gap by 45 tCO2e');

    const asked = whatIfBodies(spy).length;
    fireEvent.click(screen.getByTestId('goal-whatif-reset'));
    await gap('Expected miss: 50 tCO2e');
    expect(screen.queryByTestId('goal-whatif-gap-change')).toBeNull();
    expect(whatIfBodies(spy)).toHaveLength(asked);
  });

  it('shows the trajectory against the SBTi line', async () => {
    open('forecast');
    expect((await screen.findByTestId('goal-trajectory-required')).textContent).toBe('5%');
    expect(screen.getByTestId('goal-trajectory-meets').textContent).toBe('At least the SBTi rate');
  });
});
