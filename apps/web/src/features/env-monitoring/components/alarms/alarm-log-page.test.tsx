import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EnvAlarmRow } from '@carbon/domain';
import { setToken } from '../../../../lib/session';
import { fail, mockFetch, ok, renderAt } from '../../../../test-utils';
import { echarts } from '../chart/echarts';
import { ALARM, bodiesOf, chooseOption, errorOf, loginUser, ORG_TREE, page, queriesOf, type } from '../test-kit';
import { AlarmLogPage } from './alarm-log-page';

const ALL = ['envAlarm:export', 'envAlarm:assign', 'envAlarm:handle', 'envAlarm:settings'];
const ASSIGNED: EnvAlarmRow = {
  ...ALARM,
  id: '502',
  status: 1,
  handlerId: '7',
  handlerName: 'Li Lei',
  assignedAt: '2026-03-01T04:00:00.000Z',
};
const PROCESSED: EnvAlarmRow = { ...ASSIGNED, id: '503', status: 2, note: 'Valve fixed', handledByName: 'Li Lei' };
const ROWS = [ALARM, ASSIGNED, PROCESSED];
const HANDLERS = [{ id: '7', name: 'Li Lei', account: 'lilei', orgName: 'Plant A1' }];
// Readings of 10:00–11:00 Beijing time: the last one above the hourly limit of 50.
const READINGS = {
  truncated: false,
  rows: [
    { pollutant: 'w01018', kind: 'minute', time: '2026-03-01T02:10:00.000Z', value: '48' },
    { pollutant: 'w01018', kind: 'minute', time: '2026-03-01T02:40:00.000Z', value: '103' },
  ],
};

type Handler = Parameters<typeof mockFetch>[0];

function open(permissions: string[] = ALL, path = '/environment/alarmLog', extra: Handler = () => ok(null)) {
  setToken('t');
  const fetch = mockFetch((p, init) => {
    if (p === '/getLoginUser') return ok(loginUser(permissions));
    if (p === '/sysOrg/tree') return ok(ORG_TREE);
    if (p === '/envPoint/page') return ok(page([]));
    if (p === '/envAlarm/page') return ok(page(ROWS));
    if (p === '/envAlarm/counts') return ok({ urgent: 4, important: 2, general: 1, total: 7 });
    if (p === '/envAlarm/detail') return ok(ALARM);
    if (p === '/envAlarm/handlers') return ok(HANDLERS);
    if (p === '/envAlarm/settings') return ok({ urgentRatio: '2', importantRatio: '1.5' });
    if (p === '/envReading/readings') return ok(READINGS);
    return extra(p, init);
  });
  renderAt(<AlarmLogPage />, path);
  return fetch;
}

// jsdom has no canvas: the chart measures its labels without one (ECharts estimates), silently.
const getContext = HTMLCanvasElement.prototype.getContext;
beforeEach(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
});
afterEach(() => {
  HTMLCanvasElement.prototype.getContext = getContext;
});

describe('AlarmLogPage: filters and counts', () => {
  it('shows the counts by rank and the rows with labels, not codes', async () => {
    open();
    await screen.findByTestId('alarm-rank-501');
    await waitFor(() => expect(screen.getByTestId('alarm-count-urgent').textContent).toBe('4'));
    expect(screen.getByTestId('alarm-count-important').textContent).toBe('2');
    expect(screen.getByTestId('alarm-count-general').textContent).toBe('1');
    expect(screen.getByTestId('alarm-count-total').textContent).toBe('7');
    expect(screen.getByTestId('alarm-rank-501').textContent).toBe('Important');
    expect(screen.getByTestId('alarm-type-501').textContent).toBe('Hourly-average alarm');
    expect(screen.getByTestId('alarm-status-501').textContent).toBe('Unassigned');
    expect(screen.getByTestId('alarm-average-501').textContent).toBe('75.5 mg/L');
    // 75.5 ÷ 50 = 1.51
    expect(screen.getByTestId('alarm-ratio-501').textContent).toBe('1.51×');
  });

  it('asks the page and the counts with the same filters', async () => {
    const fetch = open();
    await screen.findByTestId('alarm-rank-501');
    await chooseOption('alarm-search-rank', 'Urgent');
    await chooseOption('alarm-search-status', 'Unassigned');
    type('alarm-search-pollutant', 'w01018');
    fireEvent.click(screen.getByTestId('alarm-table-search'));
    await waitFor(() => expect(queriesOf(fetch, '/envAlarm/page').at(-1)).toMatchObject({ rank: '0', status: '0', pollutant: 'w01018' }));
    await waitFor(() => expect(queriesOf(fetch, '/envAlarm/counts').at(-1)).toEqual({ rank: '0', status: '0', pollutant: 'w01018' }));
  });
});

describe('AlarmLogPage: actions by status and permission', () => {
  it('offers assign on an unassigned alarm and process on an unprocessed one, nothing on a processed one', async () => {
    open();
    await screen.findByTestId('alarm-rank-501');
    expect(screen.getByTestId('alarm-assign-501')).toBeTruthy();
    expect(screen.queryByTestId('alarm-handle-501')).toBeNull();
    expect(screen.getByTestId('alarm-handle-502')).toBeTruthy();
    expect(screen.queryByTestId('alarm-assign-502')).toBeNull();
    expect(screen.queryByTestId('alarm-assign-503')).toBeNull();
    expect(screen.queryByTestId('alarm-handle-503')).toBeNull();
    expect(screen.getByTestId('alarm-view-503')).toBeTruthy();
    expect(screen.getByTestId('alarm-export')).toBeTruthy();
    expect(screen.getByTestId('alarm-settings')).toBeTruthy();
  });

  it('offers only the details, without export or settings, to a user without the permissions', async () => {
    open([]);
    await screen.findByTestId('alarm-rank-501');
    expect(screen.getByTestId('alarm-view-501')).toBeTruthy();
    expect(screen.queryByTestId('alarm-assign-501')).toBeNull();
    expect(screen.queryByTestId('alarm-handle-502')).toBeNull();
    expect(screen.queryByTestId('alarm-export')).toBeNull();
    expect(screen.queryByTestId('alarm-settings')).toBeNull();
  });

  it('assigns to a user the server offers, and shows the reason of a refusal', async () => {
    let answer: ReturnType<typeof ok> | ReturnType<typeof fail> = fail(2048003, 'Someone changed the alarm first; refresh and try again');
    const fetch = open(ALL, '/environment/alarmLog', (p) => (p === '/envAlarm/assign' ? answer : ok(null)));
    fireEvent.click(await screen.findByTestId('alarm-assign-501'));
    await screen.findByTestId('alarm-assign-dialog');
    fireEvent.click(screen.getByTestId('alarm-assign-submit'));
    await waitFor(() => expect(errorOf('alarm-assign-user')).toBe('Please choose the handler'));
    await chooseOption('alarm-assign-user', 'Li Lei (lilei) · Plant A1');
    fireEvent.click(screen.getByTestId('alarm-assign-submit'));
    expect((await screen.findByTestId('alarm-assign-error')).textContent).toBe(
      'Not assigned: Someone changed the alarm first; refresh and try again',
    );
    answer = ok({ ...ALARM, status: 1 });
    fireEvent.click(screen.getByTestId('alarm-assign-submit'));
    await waitFor(() => expect(screen.queryByTestId('alarm-assign-dialog')).toBeNull());
    expect(bodiesOf(fetch, '/envAlarm/assign')).toEqual([
      { id: '501', userId: '7' },
      { id: '501', userId: '7' },
    ]);
  });

  it('processes with a note (required, trimmed)', async () => {
    const fetch = open(ALL, '/environment/alarmLog', (p) => (p === '/envAlarm/handle' ? ok(PROCESSED) : ok(null)));
    fireEvent.click(await screen.findByTestId('alarm-handle-502'));
    await screen.findByTestId('alarm-handle-dialog');
    fireEvent.click(screen.getByTestId('alarm-handle-submit'));
    await waitFor(() => expect(errorOf('alarm-handle-note')).toBe('Please enter Handling note'));
    type('alarm-handle-note', '  Valve fixed  ');
    fireEvent.click(screen.getByTestId('alarm-handle-submit'));
    await waitFor(() => expect(screen.queryByTestId('alarm-handle-dialog')).toBeNull());
    expect(bodiesOf(fetch, '/envAlarm/handle')).toEqual([{ id: '502', note: 'Valve fixed' }]);
  });

  it('refuses thresholds out of order before asking the server', async () => {
    const fetch = open();
    fireEvent.click(await screen.findByTestId('alarm-settings'));
    await screen.findByTestId('alarm-settings-urgentRatio');
    type('alarm-settings-urgentRatio', '1.4');
    fireEvent.click(screen.getByTestId('alarm-settings-submit'));
    await waitFor(() =>
      expect(errorOf('alarm-settings-urgentRatio')).toBe('Both thresholds must be above 1, and the urgent one above the important one'),
    );
    expect(bodiesOf(fetch, '/envAlarm/settingsEdit')).toHaveLength(0);
  });
});

describe('AlarmLogPage: ?id= opens the alarm', () => {
  it("shows the alarm and the hour's readings against its limit", async () => {
    const fetch = open(ALL, '/environment/alarmLog?id=501');
    const drawer = await screen.findByTestId('alarm-drawer');
    expect((await within(drawer).findByTestId('alarm-drawer-point')).textContent).toBe('Outlet 1');
    expect(within(drawer).getByTestId('alarm-drawer-limit').textContent).toBe('50 mg/L');
    expect(screen.getByTestId('alarm-drawer-assign')).toBeTruthy();
    const chart = await screen.findByTestId('alarm-chart');
    expect(queriesOf(fetch, '/envReading/readings').at(-1)).toEqual({
      pointId: '21',
      pollutant: 'w01018',
      from: '2026-03-01T02:00:00.000Z',
      to: '2026-03-01T03:00:00.000Z',
    });
    const host = chart.querySelector('.echarts-for-react') as HTMLDivElement;
    type Drawn = { series: { markLine?: { data: { yAxis: number }[] }; data: unknown[] }[] } | undefined;
    const drawn = await waitFor(() => {
      const option = echarts.getInstanceByDom(host)?.getOption() as Drawn;
      if (!option) throw new Error('not drawn yet');
      return option;
    });
    expect(drawn.series[0]?.markLine?.data[0]?.yAxis).toBe(50);
    expect(drawn.series[0]?.data).toHaveLength(2);
  });
});
