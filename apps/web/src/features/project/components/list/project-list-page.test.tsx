import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setToken } from '../../../../lib/session';
import { fail, mockFetch, ok, renderRoutes } from '../../../../test-utils';
import { ALL_PERMISSIONS, bodiesOf, chooseOption, loginUser, ORG_TREE, queriesOf, ROW } from '../test-kit';
import { readListState, writeListState } from './list-state';
import { ProjectListPage } from './project-list-page';

const LIST = '/ProjectEmissionReduction/FoxconnProject';
const APPROVED = {
  ...ROW,
  id: '12',
  number: 'EP2026000012',
  name: 'LED lighting',
  status: 'project_approved' as const,
  stage: 'procurement' as const,
};
const LOSS = {
  ...ROW,
  id: '13',
  name: 'Insulation',
  annualBenefit: '0',
  paybackYears: null,
  paybackNotRecovered: true,
  status: 'closed' as const,
};

type Handler = Parameters<typeof mockFetch>[0];

function serve(total = 3, extra: Handler = () => ok(null)) {
  return mockFetch((path, init) => {
    if (path === '/getLoginUser') return ok(loginUser(ALL_PERMISSIONS));
    if (path === '/sysOrg/tree') return ok(ORG_TREE);
    if (path === '/project/page') return ok({ pageNo: 1, pageSize: 10, totalPage: 5, totalRows: total, rows: [ROW, APPROVED, LOSS] });
    return extra(path, init);
  });
}

function open(total?: number, extra?: Handler, locale: 'en-US' | 'zh-CN' = 'en-US') {
  setToken('t');
  const fetch = serve(total, extra);
  const view = renderRoutes(
    [
      { path: LIST, element: <ProjectListPage /> },
      { path: '/elsewhere', element: <div data-testid="elsewhere" /> },
    ],
    LIST,
    locale,
  );
  return { fetch, ...view };
}

const rowOf = (id: string) => document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!;
/** The sortable header cell titled `title`. */
const headerOf = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('th.ant-table-column-has-sorters')].find((th) => th.textContent?.includes(title))!;
const scrolledTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
};

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('ProjectListPage', () => {
  it('shows statuses, stages, 3R and technologies by their labels and the figures with units', async () => {
    open();
    expect((await screen.findByTestId('project-status-11')).textContent).toBe('Draft');
    expect(screen.getByTestId('project-status-12').textContent).toBe('Project approved');
    expect(screen.getByTestId('project-stage-12').textContent).toBe('Procurement');
    expect(screen.getByTestId('project-threeR-11').textContent).toBe('1R Reduce (energy saving)');
    expect(screen.getByTestId('project-technology-11').textContent).toBe('Chiller');
    expect(screen.getByTestId('project-annualCarbonReduction-11').textContent).toBe('100');
    expect(screen.getByTestId('project-costEffectiveness-11').textContent).toBe('4,000');
    expect(screen.getByTestId('project-paybackYears-11').textContent).toBe('2.5');
    expect(screen.getByTestId('project-paybackYears-13').textContent).toBe('Not recovered');
    const table = screen.getByTestId('project-table');
    expect(headerOf('Annual reduction (tCO2e)')).toBeTruthy();
    expect(headerOf('Investment (10k yuan)')).toBeTruthy();
    for (const code of ['draft', 'project_approved', 'chiller', 'reduce']) expect(within(table).queryByText(code)).toBeNull();
  });

  it('offers edit, delete and submit on a draft, a status change on an approved project, nothing on a closed one', async () => {
    open();
    await screen.findByTestId('project-status-11');
    for (const a of ['edit', 'delete', 'submit']) expect(within(rowOf('11')).getByTestId(`project-${a}-11`)).toBeTruthy();
    expect(within(rowOf('11')).queryByTestId('project-changeStatus-11')).toBeNull();
    expect(within(rowOf('12')).getByTestId('project-changeStatus-12')).toBeTruthy();
    expect(within(rowOf('12')).queryByTestId('project-edit-12')).toBeNull();
    expect(within(rowOf('13')).queryByTestId('project-changeStatus-13')).toBeNull();
  });

  it("submits a draft after confirmation and shows the server's reason when a rule fails", async () => {
    const { fetch } = open(3, (path) =>
      path === '/project/submit' ? fail(1012001, 'Initiator email is required', 'initiatorEmail') : ok(null),
    );
    fireEvent.click(await screen.findByTestId('project-submit-11'));
    fireEvent.click(await screen.findByTestId('project-submit-ok'));
    expect(await screen.findByText('Submit failed: Initiator email is required')).toBeTruthy();
    expect(bodiesOf(fetch, '/project/submit')).toEqual([{ id: '11' }]);
  });

  it('keeps its filters, page, sort and scroll position when the user leaves and comes back', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const { fetch, router } = open(45);
    await screen.findByTestId('project-status-11');

    fireEvent.change(screen.getByTestId('project-search-name'), { target: { value: 'Chiller' } });
    await chooseOption('project-search-status', 'Draft');
    fireEvent.click(screen.getByTestId('project-table-search'));
    await waitFor(() => expect(queriesOf(fetch, '/project/page').at(-1)).toMatchObject({ name: 'Chiller', status: 'draft' }));

    fireEvent.click(headerOf('Annual reduction (tCO2e)'));
    await waitFor(() =>
      expect(queriesOf(fetch, '/project/page').at(-1)).toMatchObject({ sortField: 'annualCarbonReduction', sortOrder: 'ascend' }),
    );

    fireEvent.click(document.querySelector('.ant-pagination-item-3')!);
    await waitFor(() => expect(queriesOf(fetch, '/project/page').at(-1)).toMatchObject({ pageNo: '3' }));
    await screen.findByTestId('project-status-11');
    scrolledTo(640);

    await act(() => router.navigate('/elsewhere'));
    await screen.findByTestId('elsewhere');
    expect(readListState(LIST)).toEqual({
      filters: { name: 'Chiller', status: 'draft' },
      pageNo: 3,
      pageSize: 10,
      sortField: 'annualCarbonReduction',
      sortOrder: 'ascend',
      scrollY: 640,
    });

    const before = queriesOf(fetch, '/project/page').length;
    scrolledTo(0);
    await act(() => router.navigate(LIST));
    await screen.findByTestId('project-status-11');
    await waitFor(() => expect(queriesOf(fetch, '/project/page').length).toBeGreaterThan(before));
    expect(queriesOf(fetch, '/project/page').slice(before)).toEqual([
      { pageNo: '3', pageSize: '10', name: 'Chiller', status: 'draft', sortField: 'annualCarbonReduction', sortOrder: 'ascend' },
    ]);
    expect((screen.getByTestId('project-search-name') as HTMLInputElement).value).toBe('Chiller');
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('3');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 640 }));
  });

  it('clears the kept filters with reset', async () => {
    writeListState(LIST, { filters: { name: 'Chiller', status: 'draft' }, pageNo: 1, pageSize: 10 });
    const { fetch } = open();
    await screen.findByTestId('project-status-11');
    expect(queriesOf(fetch, '/project/page')[0]).toEqual({ pageNo: '1', pageSize: '10', name: 'Chiller', status: 'draft' });
    fireEvent.click(screen.getByTestId('project-table-reset'));
    await waitFor(() => expect(queriesOf(fetch, '/project/page').at(-1)).toEqual({ pageNo: '1', pageSize: '10' }));
    expect((screen.getByTestId('project-search-name') as HTMLInputElement).value).toBe('');
    expect(readListState(LIST).filters).toEqual({});
  });

  it('starts afresh with no kept state', async () => {
    const { fetch } = open();
    await screen.findByTestId('project-status-11');
    expect(queriesOf(fetch, '/project/page')[0]).toEqual({ pageNo: '1', pageSize: '10' });
  });
});
