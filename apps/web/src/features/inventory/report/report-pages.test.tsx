import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, mockFetch, ok, renderRoutes } from '../../../test-utils';
import { GAS_ENTRY, page, TASK } from '../fill/fill-fixtures';
import { ReportInventoryPage } from './report-inventory-page';
import { ViewApprovalsPage } from './view-approvals-page';

const step = (
  stepNo: number,
  approverId: string,
  approverName: string,
  status: string,
  level: string | null = null,
  namedByInitiator = false,
) => ({
  stepNo,
  approverId,
  approverName,
  level,
  namedByInitiator,
  status,
  approverInactive: false,
  decidedAt: null,
});
const decision = (id: string, stepNo: number, actorName: string, d: string, comment: string | null, reason: string | null, at: string) => ({
  id,
  stepNo,
  actorId: '9',
  actorName,
  decision: d,
  comment,
  reason,
  at,
});
const flow = (id: string, status: string, steps: unknown[], decisions: unknown[]) => ({
  id,
  subjectType: 'inventory_task',
  subjectId: '41',
  title: TASK.name,
  orgId: '300',
  orgName: 'Legal entity A',
  submitterId: '2',
  submitterName: 'Entity user',
  submittedAt: '2025-03-01T08:00:00Z',
  status,
  currentStep: 1,
  stepCount: steps.length,
  currentApproverId: null,
  currentApproverName: null,
  closedAt: null,
  link: '/carbonButler/reportTemplate?taskId=41',
  steps,
  decisions,
  can: { decide: false, withdraw: false, reassign: false },
});

describe('ViewApprovalsPage', () => {
  it('shows every submission round as a timeline of labelled decisions, newest first', async () => {
    mockFetch((path) =>
      path === '/inventoryTask/approvals'
        ? ok([
            flow(
              '2',
              'passed',
              [
                step(1, '21', 'Supervisor Li', 'agreed', 'org_direct_supervisor'),
                step(2, '31', 'Central Zhao', 'agreed', 'group_central_owner', true),
              ],
              [
                decision('d3', 0, 'Entity user', 'submit', null, null, '2025-03-02T08:00:00Z'),
                decision('d4', 1, 'Supervisor Li', 'agree', 'Fine now', null, '2025-03-02T09:00:00Z'),
              ],
            ),
            flow(
              '1',
              'rejected',
              [step(1, '21', 'Supervisor Li', 'rejected')],
              [
                decision('d1', 0, 'Entity user', 'submit', null, null, '2025-03-01T08:00:00Z'),
                decision('d2', 1, 'Supervisor Li', 'reject', 'Check the meter', 'Electricity too low', '2025-03-01T09:00:00Z'),
              ],
            ),
          ])
        : ok(null),
    );
    renderRoutes([{ path: '/carbonButler/viewApprovals', element: <ViewApprovalsPage /> }], '/carbonButler/viewApprovals?taskId=41');
    await screen.findByTestId('approvals-page');
    const first = screen.getByTestId('approval-round-1');
    expect(within(first).getByTestId('approval-status').textContent).toBe('Rejected');
    const rejected = within(first).getByTestId('approval-decision-d2');
    expect(rejected.textContent).toContain('Rejected');
    expect(rejected.textContent).toContain('Step 1 Supervisor Li');
    expect(rejected.textContent).toContain('Comment: Check the meter');
    expect(within(rejected).getByTestId('approval-reason').textContent).toBe('Reason: Electricity too low');
    const second = screen.getByTestId('approval-round-2');
    expect(within(second).getByTestId('approval-status').textContent).toBe('Passed');
    expect(within(second).getByTestId('approval-decision-d4').textContent).toContain('Agreed');
    expect(screen.getByText('Submission 2')).toBeTruthy();
    // Steps with their level (none on the older flow) and the initiator's later approver tagged.
    expect(within(second).getByTestId('approval-step-level-1').textContent).toBe('Organisation direct supervisor');
    expect(within(second).getByTestId('approval-step-level-2').textContent).toBe('Group central owner');
    expect(within(second).queryByTestId('approval-step-named-1')).toBeNull();
    expect(within(second).getByTestId('approval-step-named-2').textContent).toBe('Named by the initiator');
    expect(within(first).queryByTestId('approval-step-level-1')).toBeNull();
    // No raw codes on screen.
    expect(document.body.textContent).not.toMatch(/\b(agree|reject|passed|inventory_task|org_direct_supervisor|group_central_owner)\b/);
  });

  it("someone other than the initiator gets the server's refusal as a result page", async () => {
    mockFetch(() => fail(2030010, 'Only the task initiator can view the approval progress'));
    renderRoutes([{ path: '/carbonButler/viewApprovals', element: <ViewApprovalsPage /> }], '/carbonButler/viewApprovals?taskId=41');
    const refused = await screen.findByTestId('approvals-refused');
    expect(refused.textContent).toContain('Only the task initiator can view the approval progress');
    expect(screen.queryByTestId('approvals-page')).toBeNull();
  });
});

const task = { taskName: 'Longhua Entity One 2025', taskApprovalStatus: 'passed', taskWaitingLevel: null };
const APPROVED_GAS = { ...GAS_ENTRY, ...task, taskStatus: 7 };
const WAITING = {
  ...GAS_ENTRY,
  ...task,
  id: '502',
  taskStatus: 5,
  taskApprovalStatus: 'in_progress',
  taskWaitingLevel: 'business_group_owner',
};
const DRAFT = { ...GAS_ENTRY, ...task, id: '503', taskStatus: 3, taskApprovalStatus: 'not_submitted' };
const REJECTED = { ...GAS_ENTRY, ...task, id: '504', taskStatus: 3, taskApprovalStatus: 'rejected' };

describe('ReportInventoryPage', () => {
  it("reads the task's whole subtree and shows the totals by scope and category", async () => {
    const fetch = mockFetch((path) => {
      if (path === '/inventoryTask/detail') return ok(TASK);
      if (path === '/inventoryTask/summary')
        return ok({
          taskId: '41',
          scope1: '12.5',
          scope2Location: '57.03',
          scope2Market: '34.218',
          scope3: '1.2',
          total: '70.73',
          byCategory: { '6': '1.2' },
          offsets: '5',
          biogenicCo2: '0',
          entryCount: 3,
          dataQuality: { score: '3.4', level: 3 },
        });
      if (path === '/inventoryEntry/page') return ok(page([APPROVED_GAS]));
      return ok(null);
    });
    renderRoutes([{ path: '/carbonButler/ReportInventory', element: <ReportInventoryPage /> }], '/carbonButler/ReportInventory?taskId=41');
    await screen.findByTestId('details-row-501');
    const call = fetch.mock.calls
      .map(([u]) => new URL(String(u), 'http://localhost'))
      .find((u) => u.pathname.endsWith('/inventoryEntry/page'));
    expect(call?.searchParams.get('subtree')).toBe('true');
    expect(call?.searchParams.get('taskId')).toBe('41');
    // Figures on screen: two decimals (issue 25), the exact value in the title.
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('70.73'));
    expect(screen.getByTestId('summary-scope2-market').textContent).toBe('34.22');
    expect(screen.getByTestId('summary-scope2-market').getAttribute('title')).toBe('34.218');
    expect(screen.getByTestId('summary-offsets').textContent).toBe('5.00');
    expect(screen.getByTestId('summary-category-6').textContent).toContain('Business travel');
    expect(screen.getByTestId('summary-quality').textContent).toMatch(/^3\.4 · /);
    expect(screen.getByTestId('details-row-501').textContent).toContain('Scope 1');
  });

  it.each([
    ['en-US', '2,729.75', '1,234,567.00'],
    ['zh-CN', '2,729.75', '1,234,567.00'],
  ] as const)(
    "%s: a row's tCO2e shows 2 decimals grouped by language, the exact value in its title (issue 25 item 8)",
    async (locale, shown, market) => {
      mockFetch((path) => {
        if (path === '/inventoryTask/detail') return ok(TASK);
        if (path === '/inventoryTask/summary') return ok(null);
        if (path === '/inventoryEntry/page')
          return ok(page([{ ...APPROVED_GAS, tco2e: '2729.74790537333333333', tco2eMarket: '1234566.995' }]));
        return ok(null);
      });
      renderRoutes(
        [{ path: '/carbonButler/ReportInventory', element: <ReportInventoryPage /> }],
        '/carbonButler/ReportInventory?taskId=41',
        locale,
      );
      const row = await screen.findByTestId('details-row-501');
      const tco2e = within(row).getByTestId('details-tco2e');
      expect(tco2e.textContent).toBe(shown);
      expect(tco2e.getAttribute('title')).toBe('2729.74790537333333333');
      // 1234566.995 rounds half up to 1,234,567.00
      expect(within(row).getByTestId('details-tco2e-market').textContent).toBe(market);
      expect(row.textContent).not.toContain('2729.7479');
    },
  );

  it("shows each row's task status, the submitted rows first and the drafts apart, saying what the totals count", async () => {
    const fetch = mockFetch((path) => {
      if (path === '/inventoryTask/detail') return ok(TASK);
      if (path === '/inventoryEntry/page') {
        const stage = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://localhost').searchParams.get('stage');
        return ok(page(stage === 'submitted' ? [APPROVED_GAS, WAITING] : stage === 'draft' ? [DRAFT, REJECTED] : []));
      }
      return ok(null);
    });
    renderRoutes([{ path: '/carbonButler/ReportInventory', element: <ReportInventoryPage /> }], '/carbonButler/ReportInventory?taskId=41');
    await screen.findByTestId('details-row-502');
    const stages = () =>
      fetch.mock.calls
        .map(([u]) => new URL(String(u), 'http://localhost'))
        .filter((u) => u.pathname.endsWith('/inventoryEntry/page'))
        .map((u) => u.searchParams.get('stage'));
    expect(stages()).toEqual(['submitted']);
    expect(screen.getByTestId('details-counted').textContent).toBe(
      'Entries of tasks submitted or approved: the ones the totals above count.',
    );
    expect(screen.getByTestId('details-status-501').textContent).toBe('First filling completed');
    expect(screen.getByTestId('details-status-502').textContent).toBe('Awaiting review: Business group owner');
    expect(screen.getByTestId('details-row-502').textContent).toContain('Longhua Entity One 2025');

    fireEvent.click(screen.getByTestId('details-stage-draft'));
    await screen.findByTestId('details-row-504');
    expect(stages().at(-1)).toBe('draft');
    expect(screen.queryByTestId('details-row-501')).toBeNull();
    expect(screen.getByTestId('details-status-503').textContent).toBe('Processing');
    expect(screen.getByTestId('details-status-504').textContent).toBe('Rejected');
    expect(screen.getByTestId('details-counted').textContent).toContain('not counted in the totals above');
    expect(document.body.textContent).not.toMatch(/business_group_owner|not_submitted|in_progress/);
  });
});
