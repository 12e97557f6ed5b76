import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApprovalDetail, ApprovalItemRow } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { fail, mockFetch, ok, renderAt } from '../../../test-utils';
import { ApprovalCenterPage } from './approval-center-page';

const item = (over: Partial<ApprovalItemRow>): ApprovalItemRow => ({
  id: '70',
  subjectType: 'inventory_task',
  subjectId: '51',
  title: 'FY2025 Entity A1',
  orgId: '4',
  orgName: 'Entity A1',
  submitterId: '5',
  submitterName: 'Entity user',
  submittedAt: '2026-02-01T08:00:00Z',
  status: 'waiting',
  currentStep: 1,
  stepCount: 2,
  currentApproverId: '1',
  currentApproverName: 'Supervisor',
  closedAt: null,
  link: '/carbonButler/ReportInventory?taskId=51',
  ...over,
});
/** Waiting for me (user 1), abnormal (I submitted it; its approver is gone) and withdrawn. */
const ROWS = [
  item({}),
  item({
    id: '71',
    title: 'FY2025 BG B',
    status: 'abnormal',
    submitterId: '1',
    submitterName: 'Me',
    currentApproverId: '8',
    currentApproverName: 'Gone',
  }),
  item({ id: '72', title: 'FY2025 Park', status: 'withdrawn', currentApproverId: null, currentApproverName: null }),
];
const DETAIL: ApprovalDetail = {
  ...ROWS[0]!,
  steps: [
    {
      stepNo: 1,
      approverId: '1',
      approverName: 'Supervisor',
      level: 'org_direct_supervisor',
      namedByInitiator: false,
      status: 'pending',
      approverInactive: false,
      decidedAt: null,
    },
    {
      stepNo: 2,
      approverId: '2',
      approverName: 'BG owner',
      level: 'business_group_owner',
      namedByInitiator: true,
      status: 'pending',
      approverInactive: false,
      decidedAt: null,
    },
  ],
  decisions: [
    {
      id: '900',
      stepNo: 0,
      actorId: '5',
      actorName: 'Entity user',
      decision: 'submit',
      comment: null,
      reason: null,
      at: '2026-02-01T08:00:00Z',
    },
    {
      id: '901',
      stepNo: 1,
      actorId: '1',
      actorName: 'Supervisor',
      decision: 'reject',
      comment: 'Gas bills missing',
      reason: 'No evidence',
      at: '2026-02-02T08:00:00Z',
    },
    {
      id: '902',
      stepNo: 0,
      actorId: '5',
      actorName: 'Entity user',
      decision: 'submit',
      comment: null,
      reason: null,
      at: '2026-02-03T08:00:00Z',
    },
  ],
  can: { decide: true, withdraw: false, reassign: false },
};
const COUNTS = { submitted: 4, waiting: 1, history: 12 };

type Handler = Parameters<typeof mockFetch>[0];

function open(
  permissions = ['approval:decide'],
  extra: Handler = () => ok(null),
  locale: 'en-US' | 'zh-CN' = 'en-US',
  path = '/carbonButler/approvalCenter',
) {
  setToken('t');
  const fetch = mockFetch((path, init) => {
    if (path === '/getLoginUser') return ok({ id: '1', account: 'me', name: 'Me', adminType: 2, permissions, menus: [] });
    if (path === '/approval/counts') return ok(COUNTS);
    if (path === '/approval/page') return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: ROWS.length, rows: ROWS });
    if (path === '/approval/detail') return ok(DETAIL);
    return extra(path, init);
  });
  const view = renderAt(<ApprovalCenterPage />, path, locale);
  return { fetch, router: view.router };
}

const pageQueries = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).filter((u) => u.pathname.endsWith('/approval/page'));
const lastQuery = (fetch: ReturnType<typeof mockFetch>) => Object.fromEntries(pageQueries(fetch).at(-1)!.searchParams);
const bodiesOf = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  fetch.mock.calls.filter(([u]) => String(u).endsWith(path)).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

async function chooseOption(testId: string, label: string) {
  const root = screen.getByTestId(testId);
  fireEvent.mouseDown(root.querySelector('input') ?? root);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.getAttribute('title') === label);
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
}

describe('ApprovalCenterPage list', () => {
  it('shows the three views with their counts and the statuses by their labels (English)', async () => {
    open();
    expect((await screen.findByTestId('approval-status-70')).textContent).toBe('Waiting');
    expect(screen.getByTestId('approval-status-71').textContent).toBe('Abnormal');
    expect(screen.getByTestId('approval-status-72').textContent).toBe('Withdrawn');
    await waitFor(() => expect(screen.getByTestId('approval-view-history').textContent).toContain('12'));
    expect(screen.getByTestId('approval-view-submitted').textContent).toContain('I submitted');
    expect(screen.getByTestId('approval-view-submitted').textContent).toContain('4');
    expect(screen.getByTestId('approval-view-waiting').textContent).toContain('Waiting for my approval');
    const row = document.querySelector<HTMLElement>('tr[data-row-key="70"]')!;
    expect(within(row).getByText('02/01/2026, 08:00:00', { exact: false })).toBeTruthy();
    expect(within(row).getByText('Supervisor (1/2)')).toBeTruthy();
  });

  it('shows them in simplified Chinese', async () => {
    open(undefined, undefined, 'zh-CN');
    expect((await screen.findByTestId('approval-status-70')).textContent).toBe('待审批');
    expect(screen.getByTestId('approval-status-71').textContent).toBe('异常');
    expect(screen.getByTestId('approval-status-72').textContent).toBe('已撤回');
    expect(screen.getByTestId('approval-view-waiting').textContent).toContain('待我审批');
    expect(screen.getByTestId('approval-agree-70').textContent).toBe('同意');
  });

  it('asks for the chosen view, status and keyword', async () => {
    const { fetch } = open();
    await screen.findByTestId('approval-status-70');
    expect(lastQuery(fetch)).toEqual({ pageNo: '1', pageSize: '10', view: 'waiting' });
    fireEvent.click(screen.getByTestId('approval-view-history'));
    await waitFor(() => expect(lastQuery(fetch).view).toBe('history'));
    fireEvent.change(screen.getByTestId('approval-search-keyword'), { target: { value: 'Entity' } });
    await chooseOption('approval-search-status', 'Abnormal');
    fireEvent.click(screen.getByTestId('approval-table-search'));
    await waitFor(() => expect(lastQuery(fetch).status).toBe('abnormal'));
    expect(lastQuery(fetch)).toEqual({ pageNo: '1', pageSize: '10', view: 'history', keyword: 'Entity', status: 'abnormal' });
  });

  it('offers agree and reject on items waiting for me, reassign on the abnormal item I submitted', async () => {
    open();
    await screen.findByTestId('approval-status-70');
    expect(screen.getByTestId('approval-agree-70')).toBeTruthy();
    expect(screen.getByTestId('approval-reject-70')).toBeTruthy();
    expect(screen.queryByTestId('approval-agree-71')).toBeNull(); // another approver's step
    expect(screen.queryByTestId('approval-agree-72')).toBeNull(); // closed
    expect(screen.getByTestId('approval-reassign-71')).toBeTruthy();
    expect(screen.queryByTestId('approval-reassign-70')).toBeNull();
  });

  it('hides agree and reject without the approval permission', async () => {
    open([]);
    await screen.findByTestId('approval-status-70');
    expect(screen.queryByTestId('approval-agree-70')).toBeNull();
    expect(screen.queryByTestId('approval-reject-70')).toBeNull();
    expect(screen.getByTestId('approval-detail-70')).toBeTruthy();
  });

  it('opens the item where its link points', async () => {
    const { router } = open();
    fireEvent.click(await screen.findByTestId('approval-open-70'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/carbonButler/ReportInventory?taskId=51'),
    );
  });
});

describe('ApprovalCenterPage decisions', () => {
  it('requires the approval comments, then agrees', async () => {
    const { fetch } = open(undefined, (path) => (path === '/approval/decide' ? ok({ ...DETAIL, status: 'in_progress' }) : ok(null)));
    fireEvent.click(await screen.findByTestId('approval-agree-70'));
    await screen.findByTestId('decide-comment');
    expect(screen.queryByTestId('decide-reason')).toBeNull();
    fireEvent.click(screen.getByTestId('decide-submit'));
    expect(await screen.findByText('Please fill in the approval comments!')).toBeTruthy();
    expect(bodiesOf(fetch, '/approval/decide')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('decide-comment'), { target: { value: ' Looks complete ' } });
    fireEvent.click(screen.getByTestId('decide-submit'));
    expect(await screen.findByText('Agreed')).toBeTruthy();
    expect(bodiesOf(fetch, '/approval/decide')).toEqual([{ id: '70', action: 'agree', comment: 'Looks complete' }]);
  });

  it('requires a reason of at most 50 characters to reject', async () => {
    const { fetch } = open(undefined, (path) => (path === '/approval/decide' ? ok({ ...DETAIL, status: 'rejected' }) : ok(null)));
    fireEvent.click(await screen.findByTestId('approval-reject-70'));
    await screen.findByTestId('decide-reason');
    fireEvent.change(screen.getByTestId('decide-comment'), { target: { value: 'Evidence missing' } });
    fireEvent.click(screen.getByTestId('decide-submit'));
    expect(await screen.findByText('Please give the reason for the rejection')).toBeTruthy();
    fireEvent.change(screen.getByTestId('decide-reason'), { target: { value: 'x'.repeat(51) } });
    fireEvent.click(screen.getByTestId('decide-submit'));
    expect(await screen.findByText('Reason for rejection must be at most 50 characters')).toBeTruthy();
    expect(bodiesOf(fetch, '/approval/decide')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('decide-reason'), { target: { value: 'No gas bills' } });
    fireEvent.click(screen.getByTestId('decide-submit'));
    expect(await screen.findByText('Rejected; the item returns to its submitter')).toBeTruthy();
    expect(bodiesOf(fetch, '/approval/decide')).toEqual([
      { id: '70', action: 'reject', comment: 'Evidence missing', reason: 'No gas bills' },
    ]);
  });

  it("shows the server's refusal when someone else decided first", async () => {
    open(undefined, (path) =>
      path === '/approval/decide' ? fail(2031003, 'This step has already been decided by someone else; refresh to see it') : ok(null),
    );
    fireEvent.click(await screen.findByTestId('approval-agree-70'));
    fireEvent.change(await screen.findByTestId('decide-comment'), { target: { value: 'OK' } });
    fireEvent.click(screen.getByTestId('decide-submit'));
    expect(await screen.findByText('Agree failed: This step has already been decided by someone else; refresh to see it')).toBeTruthy();
    expect(screen.getByTestId('decide-comment')).toBeTruthy();
  });
});

describe('ApprovalCenterPage detail and reassign', () => {
  it('shows the steps and the decision history by their labels, and decides from the drawer', async () => {
    open();
    fireEvent.click(await screen.findByTestId('approval-title-70'));
    const drawer = await screen.findByTestId('approval-steps');
    expect(within(drawer).getByTestId('approval-step-1').textContent).toContain('Supervisor');
    expect(within(drawer).getByTestId('approval-step-2').textContent).toContain('BG owner');
    // Each step's spec §6 level by its label; the initiator's later approver is tagged as such.
    expect(within(drawer).getByTestId('approval-step-level-1').textContent).toBe('Organisation direct supervisor');
    expect(within(drawer).getByTestId('approval-step-level-2').textContent).toBe('Business group owner');
    expect(within(drawer).queryByTestId('approval-step-named-1')).toBeNull();
    expect(within(drawer).getByTestId('approval-step-named-2').textContent).toBe('Named by the initiator');
    expect(drawer.textContent).not.toMatch(/org_direct_supervisor|business_group_owner/);
    const history = screen.getByTestId('approval-history');
    const rejected = within(history).getByTestId('approval-decision-901');
    expect(rejected.textContent).toContain('Rejected');
    expect(rejected.textContent).toContain('Comments: Gas bills missing');
    expect(rejected.textContent).toContain('Reason: No evidence');
    expect(within(history).getByTestId('approval-decision-900').textContent).toContain('Submitted');
    expect(history.textContent).not.toMatch(/\b(reject|submit)\b/);
    fireEvent.click(screen.getByTestId('approval-detail-reject'));
    expect(await screen.findByTestId('decide-reason')).toBeTruthy();
  });

  it('opens the flow a to-do links to (?id=) without a click', async () => {
    const { fetch } = open(['approval:decide'], () => ok(null), 'en-US', '/carbonButler/approvalCenter?id=70');
    const drawer = await screen.findByTestId('approval-steps');
    expect(within(drawer).getByTestId('approval-step-1').textContent).toContain('Supervisor');
    const asked = fetch.mock.calls
      .map(([u]) => new URL(String(u), 'http://localhost'))
      .find((u) => u.pathname.endsWith('/approval/detail'));
    expect(asked?.searchParams.get('id')).toBe('70');
  });

  it('reassigns an abnormal item to an approver the flow allows', async () => {
    const { fetch } = open(undefined, (path) => {
      if (path === '/approval/candidates')
        return ok([
          { id: '8', name: 'Gone', account: 'gone', orgName: 'Entity A1' },
          { id: '9', name: 'New supervisor', account: 'newsup', orgName: 'BG A' },
        ]);
      if (path === '/approval/reassign') return ok({ ...DETAIL, id: '71' });
      return ok(null);
    });
    fireEvent.click(await screen.findByTestId('approval-reassign-71'));
    await screen.findByTestId('reassign-approver');
    fireEvent.click(screen.getByTestId('reassign-submit'));
    expect(await screen.findByText('Please choose the new approver')).toBeTruthy();
    await chooseOption('reassign-approver', 'New supervisor (newsup) · BG A');
    expect(document.querySelector('.ant-select-item-option[title^="Gone"]')).toBeNull(); // not the deactivated one again
    fireEvent.click(screen.getByTestId('reassign-submit'));
    expect(await screen.findByText('Approver reassigned')).toBeTruthy();
    expect(bodiesOf(fetch, '/approval/reassign')).toEqual([{ id: '71', approverId: '9' }]);
    // the approval centre's own list of the flow, whatever its subject type
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/approval/candidates?id=71'))).toBe(true);
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/inventoryTask/'))).toBe(false);
  });
});
