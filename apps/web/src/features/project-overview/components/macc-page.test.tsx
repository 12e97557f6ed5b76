import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ECElementEvent } from 'echarts/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setToken } from '../../../lib/session';
import { fail, mockFetch, ok, renderRoutes } from '../../../test-utils';
import { echarts } from './echarts';
import { MaccPage } from './macc-page';
import { MACC } from './overview-fixtures';

const TREE = [{ id: '200', parentId: '0', title: 'Cloud BG', value: '200', weight: 1, children: [] }];
const loginUser = { id: '1', account: 'u', name: 'U', adminType: 2, permissions: [], menus: [] };

function open(path: string, macc: () => ReturnType<typeof ok> | ReturnType<typeof fail> = () => ok(MACC)) {
  setToken('t');
  const spy = mockFetch((p) => {
    if (p === '/getLoginUser') return ok(loginUser);
    if (p === '/sysOrg/tree') return ok(TREE);
    if (p === '/project/macc') return macc();
    return ok(null);
  });
  const view = renderRoutes(
    [
      { path: '/ProjectEmissionReduction/projectList', element: <MaccPage /> },
      { path: '/foxconn/caseDetail', element: <div data-testid="case-stub" /> },
    ],
    path,
  );
  return { spy, ...view };
}

const maccQueries = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).filter((u) => u.pathname.endsWith('/project/macc'));

// jsdom has no canvas: the chart measures its labels without one (ECharts estimates), silently.
const getContext = HTMLCanvasElement.prototype.getContext;
beforeEach(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
});
afterEach(() => {
  HTMLCanvasElement.prototype.getContext = getContext;
});

describe('MaccPage (projectList)', () => {
  it('asks for the curve of the organisation and year in the address, and ranks the bars beside the chart', async () => {
    const { spy } = open('/ProjectEmissionReduction/projectList?orgId=200&year=2025');
    const table = await screen.findByTestId('macc-table');
    const q = maccQueries(spy);
    expect(q.at(-1)?.searchParams.get('orgId')).toBe('200');
    expect(q.at(-1)?.searchParams.get('year')).toBe('2025');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual(['macc-row-11', 'macc-row-7', 'macc-row-3']);
    const cells = (id: string) => [...screen.getByTestId(`macc-row-${id}`).querySelectorAll('td')].map((td) => td.textContent);
    // rank, project (name + number), reduction, cost, cumulative end: two decimals, grouped.
    expect(cells('11')).toEqual(['1', 'Chiller <retrofit> & VFDEP2025000011', '120.50', '-350.25', '120.50']);
    expect(cells('3')).toEqual(['3', 'Rooftop solarEP2025000003', '300.00', '1,250.75', '500.50']);
    expect(screen.getByTestId('macc-count').textContent).toBe('3');
    expect(screen.getByTestId('macc-total').textContent).toBe('500.50');
    expect(screen.getByTestId('macc-saving').textContent).toBe('1');
    expect(screen.getByTestId('macc-chart')).toBeTruthy();
  });

  it('opens a project from its row, and from its bar on the chart', async () => {
    const { router } = open('/ProjectEmissionReduction/projectList?orgId=200');
    fireEvent.click(await screen.findByTestId('macc-link-7'));
    await screen.findByTestId('case-stub');
    expect(router.state.location.pathname + router.state.location.search).toBe('/foxconn/caseDetail?id=7');

    await act(() => router.navigate('/ProjectEmissionReduction/projectList?orgId=200'));
    await screen.findByTestId('macc-chart');
    // What ECharts hands the listener when the third bar (rooftop solar) is clicked; on the chart on screen once it
    // has its listener (under load the page may still swap its chart for the refreshed curve's when first found).
    const clickThirdBar = () => {
      const host = screen.getByTestId('macc-chart').querySelector('.echarts-for-react') as HTMLDivElement;
      const chart = echarts.getInstanceByDom(host);
      expect(chart).toBeTruthy();
      act(() => void chart?.trigger('click', { componentType: 'series', seriesType: 'custom', dataIndex: 2 } as unknown as ECElementEvent));
    };
    await waitFor(() => {
      if (!screen.queryByTestId('case-stub')) clickThirdBar();
      expect(screen.getByTestId('case-stub')).toBeTruthy();
    });
    expect(router.state.location.search).toBe('?id=3');
  });

  it('asks again for the year chosen, and keeps it in the address', async () => {
    const { spy, router } = open('/ProjectEmissionReduction/projectList?orgId=200');
    await screen.findByTestId('macc-table');
    const lastYear = new Date().getFullYear() - 1;
    fireEvent.mouseDown(screen.getByTestId('macc-filter-year').querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByTitle(String(lastYear)));
    await waitFor(() => expect(maccQueries(spy).at(-1)?.searchParams.get('year')).toBe(String(lastYear)));
    expect(maccQueries(spy).at(-1)?.searchParams.get('orgId')).toBe('200');
    expect(router.state.location.search).toBe(`?orgId=200&year=${lastYear}`);
  });

  it('without an organisation asks for the caller’s own; an empty curve says why', async () => {
    const { spy } = open('/ProjectEmissionReduction/projectList', () => ok({ rows: [], totalReduction: '0' }));
    await screen.findByTestId('macc-empty');
    expect([...(maccQueries(spy).at(-1)?.searchParams.keys() ?? [])]).toEqual([]);
    expect(screen.queryByTestId('macc-table')).toBeNull();
  });

  it('shows the server’s refusal of a foreign organisation', async () => {
    open('/ProjectEmissionReduction/projectList?orgId=999', () => fail(1013003, 'No access to this organisation'));
    expect((await screen.findByTestId('macc-error')).textContent).toBe('No access to this organisation');
  });

  it('is in Chinese for a Chinese user, units included', async () => {
    setToken('t');
    mockFetch((p) => (p === '/project/macc' ? ok(MACC) : p === '/sysOrg/tree' ? ok(TREE) : ok(loginUser)));
    renderRoutes([{ path: '/p', element: <MaccPage /> }], '/p', 'zh-CN');
    await screen.findByTestId('macc-table');
    const headers = [...screen.getByTestId('macc-table').querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['排名', '项目', '年减排量（tCO2e/年）', '减排成本（元/tCO2e）', '累计减排量（tCO2e/年）']);
    expect(screen.getByText('边际减排成本曲线')).toBeTruthy();
    // The chart's axes are named with their units (drawn as SVG text).
    await waitFor(() => expect(screen.getByTestId('macc-chart').textContent).toContain('累计年碳减排量（tCO2e/年）'));
  });
});
