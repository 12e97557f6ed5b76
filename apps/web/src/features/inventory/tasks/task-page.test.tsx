import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApproverCandidateRow, InventoryTaskDetail, InventoryTaskRow } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { fail, mockFetch, ok, renderAt } from '../../../test-utils';
import { bodiesOf, chooseOption, chooseTreeNode, loginUser, openSelect, ORG_TREE, queriesOf, treeTitles } from '../projects/list-test-kit';
import { TaskPage } from './task-page';

const task = (over: Partial<InventoryTaskRow>): InventoryTaskRow => ({
  id: '50',
  projectId: '7',
  projectName: 'FY2025 inventory',
  projectType: 'annual',
  year: 2025,
  month: null,
  gwpSet: 'AR5',
  parentId: null,
  orgId: '2',
  orgName: 'BG A',
  name: 'FY2025 BG A',
  status: 2,
  flowStatus: 2,
  plainStatus: 2,
  approvalStatus: 'not_submitted',
  waitingLevel: null,
  initiatorId: '1',
  initiatorName: 'Carbon team',
  boundaryMethod: 'operational-control',
  inventoryWay: 'compliance',
  inventoryObject: null,
  legalCompany: null,
  purpose: null,
  startDate: null,
  endDate: null,
  deadline: '2026-03-31',
  reportTemplate: null,
  templateId: null,
  source: null,
  factory: null,
  country: null,
  registeredAddress: null,
  operatingBoundary: null,
  exemptions: [],
  significantIndirect: [],
  reductionProjects: [],
  memberIds: [],
  progress: 40,
  subtaskCount: 0,
  submittedAt: null,
  createdAt: '2026-01-02T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  version: 1,
  ...over,
});

/** A BG task pending distribution (initiated by user 1), an entity task in progress and one under review with an abnormal approval. */
const ROWS = [
  task({}),
  task({
    id: '51',
    orgId: '4',
    orgName: 'Entity A1',
    name: 'FY2025 Entity A1',
    status: 3,
    flowStatus: 3,
    plainStatus: 3,
    initiatorId: '9',
  }),
  task({
    id: '52',
    orgId: '3',
    orgName: 'BG B',
    name: 'FY2025 BG B',
    status: 5,
    flowStatus: 5,
    plainStatus: 3,
    approvalStatus: 'abnormal',
    progress: 100,
  }),
];
const ALL = ['inventoryTask:fill', 'inventoryTask:distribute', 'inventoryTask:submit'];
const CAN = { edit: true, fill: true, submit: true, withdraw: false, distribute: true, viewApprovals: true, nameLaterApprovers: true };
const detailOf = (row: InventoryTaskRow, can = CAN): InventoryTaskDetail => ({
  ...row,
  sections: [],
  laterApprovers: [],
  openSubtasks: [],
  openSubtasksRule: 'warn',
  can,
});

type Handler = Parameters<typeof mockFetch>[0];

function open(permissions = ALL, extra: Handler = () => ok(null), locale: 'en-US' | 'zh-CN' = 'en-US') {
  setToken('t');
  const fetch = mockFetch((path, init) => {
    if (path === '/getLoginUser') return ok(loginUser(permissions, '1'));
    if (path === '/sysOrg/tree') return ok(ORG_TREE);
    if (path === '/inventoryTask/page') return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: ROWS.length, rows: ROWS });
    if (path === '/inventoryProject/page')
      return ok({ pageNo: 1, pageSize: 200, totalPage: 1, totalRows: 1, rows: [{ id: '7', name: 'FY2025 inventory' }] });
    return extra(path, init);
  });
  const view = renderAt(<TaskPage />, '/carbonButler/inventoryTask', locale);
  return { fetch, router: view.router };
}

const rowOf = (id: string) => document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!;
const lastQuery = (fetch: ReturnType<typeof mockFetch>) => Object.fromEntries(queriesOf(fetch, '/inventoryTask/page').at(-1)!);

describe('TaskPage list', () => {
  it('shows the fill-task, plain and approval statuses by their labels, abnormal included', async () => {
    open();
    expect((await screen.findByTestId('task-status-50')).textContent).toBe('Pending distribution');
    expect(screen.getByTestId('task-status-51').textContent).toBe('Processing');
    expect(screen.getByTestId('task-status-52').textContent).toBe('Pending legal-entity supervisor review');
    expect(screen.getByTestId('task-plain-52').textContent).toBe('Processing');
    expect(screen.getByTestId('task-approval-50').textContent).toBe('Not submitted');
    expect(screen.getByTestId('task-approval-52').textContent).toBe('Abnormal');
    expect(within(screen.getByTestId('task-progress-50')).getByText('40%')).toBeTruthy();
    expect(within(rowOf('50')).getByText('03/31/2026')).toBeTruthy();
    for (const code of ['not_submitted', 'abnormal']) expect(within(screen.getByTestId('task-table')).queryByText(code)).toBeNull();
  });

  it('shows the same statuses in simplified Chinese', async () => {
    open(ALL, undefined, 'zh-CN');
    expect((await screen.findByTestId('task-status-50')).textContent).toBe('待分发');
    expect(screen.getByTestId('task-status-52').textContent).toBe('待法人主管审核');
    expect(screen.getByTestId('task-approval-52').textContent).toBe('异常');
    expect(screen.getByTestId('task-relation-participated').textContent).toBe('我参与的任务');
    expect(screen.getByTestId('task-relation-initiated').textContent).toBe('我发起的任务');
  });

  it('asks for the tasks I participated in or initiated (none for all)', async () => {
    const { fetch } = open();
    await screen.findByTestId('task-status-50');
    expect(lastQuery(fetch)).not.toHaveProperty('relation');
    fireEvent.click(screen.getByTestId('task-relation-participated'));
    await waitFor(() => expect(lastQuery(fetch).relation).toBe('participated'));
    fireEvent.click(screen.getByTestId('task-relation-initiated'));
    await waitFor(() => expect(lastQuery(fetch).relation).toBe('initiated'));
    fireEvent.click(screen.getByTestId('task-relation-all'));
    await waitFor(() => expect(lastQuery(fetch)).not.toHaveProperty('relation'));
  });

  it('sends the filters (name, project, organisation, year, status) as the page query', async () => {
    const { fetch } = open();
    await screen.findByTestId('task-status-50');
    fireEvent.change(screen.getByTestId('task-search-name'), { target: { value: 'BG' } });
    await chooseOption('task-search-project', 'FY2025 inventory');
    await chooseTreeNode('task-search-org', 'Entity A1');
    fireEvent.change(screen.getByTestId('task-search-year'), { target: { value: '2025' } });
    await chooseOption('task-search-status', 'Timed out');
    fireEvent.click(screen.getByTestId('task-table-search'));
    await waitFor(() => expect(lastQuery(fetch)).toHaveProperty('status'));
    expect(lastQuery(fetch)).toEqual({ pageNo: '1', pageSize: '10', name: 'BG', projectId: '7', orgId: '4', year: '2025', status: '4' });
  });
});

describe('TaskPage actions', () => {
  it('offers fill while the task is editable, distribute while it may be distributed, progress to its initiator only', async () => {
    open();
    await screen.findByTestId('task-status-50');
    expect(screen.getByTestId('task-fill-50')).toBeTruthy();
    expect(screen.getByTestId('task-distribute-50')).toBeTruthy();
    expect(screen.getByTestId('task-approvals-50')).toBeTruthy();
    expect(screen.getByTestId('task-fill-51')).toBeTruthy();
    expect(screen.queryByTestId('task-approvals-51')).toBeNull(); // initiated by someone else
    expect(screen.queryByTestId('task-fill-52')).toBeNull(); // submitted: read-only
    expect(screen.queryByTestId('task-distribute-52')).toBeNull();
    expect(screen.getByTestId('task-details-52')).toBeTruthy();
    expect(screen.getByTestId('task-later-50')).toBeTruthy();
    expect(screen.getByTestId('task-later-52')).toBeTruthy();
    expect(screen.queryByTestId('task-later-51')).toBeNull(); // initiated by someone else
  });

  it('hides fill and distribute without their permissions', async () => {
    open([]);
    await screen.findByTestId('task-status-50');
    expect(screen.queryByTestId('task-fill-50')).toBeNull();
    expect(screen.queryByTestId('task-distribute-50')).toBeNull();
    expect(screen.getByTestId('task-details-50')).toBeTruthy();
  });

  it('opens the fill-in, the details and the approval progress of the task', async () => {
    const { router } = open();
    await screen.findByTestId('task-status-50');
    const at = () => `${router.state.location.pathname}${router.state.location.search}`;
    fireEvent.click(screen.getByTestId('task-fill-51'));
    await waitFor(() => expect(at()).toBe('/carbonButler/reportTemplate?taskId=51'));
    fireEvent.click(await screen.findByTestId('task-details-52'));
    await waitFor(() => expect(at()).toBe('/carbonButler/ReportInventory?taskId=52'));
    fireEvent.click(await screen.findByTestId('task-approvals-50'));
    await waitFor(() => expect(at()).toBe('/carbonButler/viewApprovals?taskId=50'));
  });
});

describe('TaskPage distribute', () => {
  it("offers only the organisations below the task's own and sends them", async () => {
    const { fetch } = open(ALL, (path) => {
      if (path === '/inventoryTask/detail') return ok(detailOf(ROWS[0]!));
      if (path === '/inventoryTask/distribute') return ok([task({ id: '60', orgId: '4' })]);
      return ok(null);
    });
    fireEvent.click(await screen.findByTestId('task-distribute-50'));
    await screen.findByTestId('distribute-field-orgIds');
    openSelect('distribute-field-orgIds');
    await waitFor(() => expect(treeTitles()).toEqual(['Entity A1']));
    await chooseTreeNode('distribute-field-orgIds', 'Entity A1');
    fireEvent.click(screen.getByTestId('distribute-submit'));
    expect(await screen.findByText('1 subordinate task(s) created')).toBeTruthy();
    expect(bodiesOf(fetch, '/inventoryTask/distribute')).toEqual([{ taskId: '50', orgIds: ['4'] }]);
  });

  it('refuses without organisations, and shows the server refusal', async () => {
    const { fetch } = open(ALL, (path) => {
      if (path === '/inventoryTask/detail') return ok(detailOf(ROWS[0]!));
      if (path === '/inventoryTask/distribute')
        return fail(2030005, '"Entity A1" is not below the task\'s organisation and cannot receive it');
      return ok(null);
    });
    fireEvent.click(await screen.findByTestId('task-distribute-50'));
    await screen.findByTestId('distribute-field-orgIds');
    fireEvent.click(screen.getByTestId('distribute-submit'));
    expect(await screen.findByText('Please select at least one organisation')).toBeTruthy();
    expect(bodiesOf(fetch, '/inventoryTask/distribute')).toHaveLength(0);
    await chooseTreeNode('distribute-field-orgIds', 'Entity A1');
    fireEvent.click(screen.getByTestId('distribute-submit'));
    expect(
      await screen.findByText('Distribution failed: "Entity A1" is not below the task\'s organisation and cannot receive it'),
    ).toBeTruthy();
    expect(screen.getByTestId('distribute-field-orgIds')).toBeTruthy();
  });

  it("says so instead of the form when the task's detail does not allow distribution", async () => {
    open(ALL, (path) => (path === '/inventoryTask/detail' ? ok(detailOf(ROWS[0]!, { ...CAN, distribute: false })) : ok(null)));
    fireEvent.click(await screen.findByTestId('task-distribute-50'));
    expect((await screen.findByTestId('distribute-unavailable')).textContent).toContain('cannot be distributed in its current status');
    expect(screen.queryByTestId('distribute-field-orgIds')).toBeNull();
  });
});

describe('TaskPage later approvers', () => {
  const person = (id: string, name: string, level: ApproverCandidateRow['level']): ApproverCandidateRow => ({
    id,
    name,
    account: name.toLowerCase(),
    orgName: 'Group',
    level,
  });
  const LI = person('11', 'Li', 'org_senior_supervisor');
  const WANG = person('12', 'Wang', 'business_group_owner');
  const ZHAO = person('13', 'Zhao', 'group_central_owner');
  const withLater = (laterApprovers: ApproverCandidateRow[], can = CAN) => ({ ...detailOf(ROWS[0]!, can), laterApprovers });

  function openLater(laterApprovers: ApproverCandidateRow[], save: Handler = () => ok(withLater([])), can = CAN) {
    return open(ALL, (path, init) => {
      if (path === '/inventoryTask/detail') return ok(withLater(laterApprovers, can));
      if (path === '/inventoryTask/laterApproverCandidates') return ok([LI, WANG, ZHAO]);
      if (path === '/inventoryTask/laterApprovers') return save(path, init);
      return ok(null);
    });
  }
  const chosen = () =>
    [...screen.getByTestId('later-dialog').querySelectorAll<HTMLElement>('[data-testid^="later-chosen-"]')].map((el) =>
      el.dataset.testid!.replace('later-chosen-', ''),
    );
  async function add(label: string) {
    await chooseOption('later-approver', label);
    fireEvent.click(screen.getByTestId('later-add'));
  }

  it('starts from the current later approvers and saves the ones picked, in the order picked', async () => {
    const { fetch } = openLater([LI]);
    fireEvent.click(await screen.findByTestId('task-later-50'));
    await waitFor(() => expect(chosen()).toEqual(['11']));
    expect(screen.getByTestId('later-chosen-11').textContent).toContain('Organisation senior supervisor');
    expect(queriesOf(fetch, '/inventoryTask/laterApproverCandidates').map((q) => q.get('id'))).toContain('50');
    await add('Zhao (zhao) · Group');
    await add('Wang (wang) · Group');
    await waitFor(() => expect(chosen()).toEqual(['11', '13', '12']));
    expect(screen.getByTestId('later-chosen-13').textContent).toContain('Group central owner');
    fireEvent.click(screen.getByTestId('later-remove-11'));
    await waitFor(() => expect(chosen()).toEqual(['13', '12']));
    fireEvent.click(screen.getByTestId('later-submit'));
    expect(await screen.findByText('Later approvers saved')).toBeTruthy();
    expect(bodiesOf(fetch, '/inventoryTask/laterApprovers')).toEqual([{ id: '50', laterApproverIds: ['13', '12'] }]);
    await waitFor(() => expect(screen.queryByTestId('later-dialog')).toBeNull());
  });

  it('refuses a repeated approver', async () => {
    const { fetch } = openLater([LI]);
    fireEvent.click(await screen.findByTestId('task-later-50'));
    await waitFor(() => expect(chosen()).toEqual(['11']));
    await add('Li (li) · Group');
    expect(await screen.findByText('The same approver cannot be chosen twice')).toBeTruthy();
    expect(chosen()).toEqual(['11']);
    fireEvent.click(screen.getByTestId('later-cancel'));
    await waitFor(() => expect(screen.queryByTestId('later-dialog')).toBeNull());
    expect(bodiesOf(fetch, '/inventoryTask/laterApprovers')).toHaveLength(0);
  });

  it('refuses a sixth later approver', async () => {
    openLater(['21', '22', '23', '24', '25'].map((id) => person(id, `P${id}`, 'org_direct_supervisor')));
    fireEvent.click(await screen.findByTestId('task-later-50'));
    await waitFor(() => expect(chosen()).toHaveLength(5));
    await add('Zhao (zhao) · Group');
    expect(await screen.findByText('At most 5 later approvers can be named')).toBeTruthy();
    expect(chosen()).toEqual(['21', '22', '23', '24', '25']);
  });

  it("shows the server's message when saving fails, and keeps the dialog open", async () => {
    openLater([], () =>
      fail(2031006, '"Zhao" lacks the approval permission or cannot see this organisation\'s data, and cannot approve it'),
    );
    fireEvent.click(await screen.findByTestId('task-later-50'));
    await screen.findByTestId('later-approver');
    await add('Zhao (zhao) · Group');
    fireEvent.click(screen.getByTestId('later-submit'));
    expect(
      await screen.findByText(
        'Saving failed: "Zhao" lacks the approval permission or cannot see this organisation\'s data, and cannot approve it',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('later-chosen-13')).toBeTruthy();
  });

  it('says so instead of the picker when the detail does not let the caller name them', async () => {
    openLater([], undefined, { ...CAN, nameLaterApprovers: false });
    fireEvent.click(await screen.findByTestId('task-later-50'));
    expect((await screen.findByTestId('later-unavailable')).textContent).toBe("Only the task's initiator can name later approvers");
    expect(screen.queryByTestId('later-approver')).toBeNull();
  });
});
