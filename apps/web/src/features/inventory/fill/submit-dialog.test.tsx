import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApproverCandidateRow } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderRoutes } from '../../../test-utils';
import { bodiesOf, TASK } from './fill-fixtures';
import { RETURN_AFTER_MS, SubmitDialog } from './submit-dialog';

const CANDIDATES: ApproverCandidateRow[] = [
  { id: '21', name: 'Supervisor Li', account: 'li', orgName: 'Legal entity A', level: 'org_direct_supervisor' },
  { id: '22', name: 'Owner Wang', account: 'wang', orgName: 'Business group', level: 'business_group_owner' },
];
/** The approvers the task's initiator named for the later steps: the group's owner, then Owner Wang. */
const LATER: ApproverCandidateRow[] = [
  { id: '31', name: 'Central Zhao', account: 'zhao', orgName: 'Group', level: 'group_central_owner' },
  CANDIDATES[1]!,
];

/** The dialog for task 41; the signed-in user holds approval:skip (may choose "None") unless `permissions` says otherwise. */
function setup(
  laterApprovers: ApproverCandidateRow[] = [],
  me?: string,
  { permissions = ['approval:skip'], task = {} }: { permissions?: string[]; task?: Record<string, unknown> } = {},
) {
  setToken('t');
  const fetch = mockFetch((path) => {
    if (path === '/getLoginUser') return ok({ id: me ?? '1', account: 'me', name: 'Me', adminType: 2, permissions, menus: [] });
    if (path === '/inventoryTask/detail') return ok({ ...TASK, laterApprovers, ...task });
    if (path === '/inventoryTask/approverCandidates') return ok(CANDIDATES);
    if (path === '/inventoryTask/submit') return ok({ ...TASK, status: 5 });
    return ok(null);
  });
  const view = renderRoutes(
    [
      { path: '/carbonButler/reportTemplate', element: <SubmitDialog taskId="41" open onClose={() => undefined} /> },
      { path: '/carbonButler/inventoryTask', element: <div data-testid="task-list" /> },
    ],
    '/carbonButler/reportTemplate?taskId=41',
  );
  return { fetch, ...view };
}

async function pick(id: string) {
  const select = screen.getByTestId('submit-approver');
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
  const options = await screen.findAllByTestId(`submit-approver-${id}`);
  fireEvent.click(options.find((o) => o.closest('.ant-select-item-option')) ?? options[0]!);
  fireEvent.click(screen.getByTestId('submit-add'));
}

/** With setTimeout faked: runs the due timers and lets real I/O settle until `testId` shows. */
async function flushUntil(testId: string) {
  for (let i = 0; i < 200 && !screen.queryByTestId(testId); i++)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((r) => setImmediate(r));
    });
  return screen.getByTestId(testId);
}

describe('SubmitDialog', () => {
  it('offers "None" only to a holder of approval:skip', async () => {
    setup([], '5', { permissions: [] });
    await screen.findByTestId('submit-dialog');
    const select = screen.getByTestId('submit-approver');
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
    await screen.findAllByTestId('submit-approver-21');
    expect(screen.queryByTestId('submit-approver-none')).toBeNull();
  });

  it('lists the open subtasks and submits only once the user confirms; a project that refuses them blocks the button', async () => {
    const open = [{ id: '60', name: 'Sub', orgName: 'Server BU', status: 3 }];
    const { fetch } = setup([], '5', { task: { openSubtasks: open, openSubtasksRule: 'warn' } });
    const alert = await screen.findByTestId('submit-open-subtasks');
    expect(alert.textContent).toContain('Server BU');
    await pick('21');
    const okButton = screen.getByTestId('submit-ok');
    expect(okButton.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('submit-open-confirm'));
    await waitFor(() => expect(screen.getByTestId('submit-ok').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('submit-ok'));
    await waitFor(() => expect(bodiesOf(fetch, '/inventoryTask/submit')).toEqual([{ id: '41', approverIds: ['21'] }]));
  });

  it('a project that refuses open subtasks: the list shows as an error and the button stays disabled', async () => {
    setup([], '5', { task: { openSubtasks: [{ id: '60', name: 'Sub', orgName: 'Server BU', status: 3 }], openSubtasksRule: 'refuse' } });
    await screen.findByTestId('submit-open-subtasks');
    expect(screen.queryByTestId('submit-open-confirm')).toBeNull();
    await pick('21');
    expect(screen.getByTestId('submit-ok').hasAttribute('disabled')).toBe(true);
  });

  it('"None" together with approvers is refused with the spec message, both ways round', async () => {
    const { fetch } = setup();
    await screen.findByTestId('submit-dialog');
    await pick('21');
    expect(await screen.findByTestId('submit-chosen-21')).toBeTruthy();
    await pick('none');
    expect(await screen.findByText('You have selected none, please cancel first!')).toBeTruthy();
    expect(screen.queryByTestId('submit-chosen-none')).toBeNull();

    // Cancel the approver, choose None alone, then an approver is refused the same way.
    fireEvent.click(screen.getByTestId('submit-remove-21'));
    await pick('none');
    expect(await screen.findByTestId('submit-chosen-none')).toBeTruthy();
    await pick('22');
    await waitFor(() => expect(screen.getAllByText('You have selected none, please cancel first!').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('submit-chosen-22')).toBeNull();
    expect(bodiesOf(fetch, '/inventoryTask/submit')).toHaveLength(0);
  });

  it('submits the approvers in the order chosen, then returns to the task list after 3 seconds', async () => {
    const { fetch, router } = setup();
    await screen.findByTestId('submit-dialog');
    await pick('22');
    await pick('21');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByTestId('submit-ok'));
    await flushUntil('submit-done');
    expect(bodiesOf(fetch, '/inventoryTask/submit')).toEqual([{ id: '41', approverIds: ['22', '21'] }]);
    await act(async () => void (await vi.advanceTimersByTimeAsync(RETURN_AFTER_MS - 1)));
    expect(router.state.location.pathname).toBe('/carbonButler/reportTemplate');
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(router.state.location.pathname).toBe('/carbonButler/inventoryTask');
    await flushUntil('task-list');
  });

  it('"None" alone submits without approvers', async () => {
    const { fetch } = setup();
    await screen.findByTestId('submit-dialog');
    await pick('none');
    expect(await screen.findByTestId('submit-chosen-none')).toBeTruthy();
    expect(screen.queryByTestId('submit-none-later')).toBeNull(); // no later approvers: None passes at once
    fireEvent.click(screen.getByTestId('submit-ok'));
    await screen.findByTestId('submit-done');
    expect(bodiesOf(fetch, '/inventoryTask/submit')).toEqual([{ id: '41', approverIds: ['none'] }]);
  });
});

/** The step list's lines in order: `chosen-<id>` or `later-<id>`. */
const stepLines = () =>
  [
    ...screen.getByTestId('submit-dialog').querySelectorAll<HTMLElement>('[data-testid^="submit-chosen-"], [data-testid^="submit-later-"]'),
  ].map((el) => el.dataset.testid!.replace('submit-', ''));

describe('SubmitDialog levels and later approvers', () => {
  it('shows each candidate with its level', async () => {
    setup();
    const select = await screen.findByTestId('submit-approver');
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
    const option = (await screen.findAllByTestId('submit-approver-22')).find((o) => o.closest('.ant-select-item-option'))!;
    expect(option.textContent).toContain('Owner Wang (wang) · Business group');
    expect(within(option).getByTestId('approver-level-22').textContent).toBe('Business group owner');
  });

  it("lists the initiator's later approvers after the chosen ones, fixed and tagged, and does not send them", async () => {
    const { fetch } = setup(LATER);
    await screen.findByTestId('submit-dialog');
    // Before anything is chosen, the later approvers already show as steps 1 and 2.
    await waitFor(() => expect(stepLines()).toEqual(['later-31', 'later-22']));
    await pick('21');
    await waitFor(() => expect(stepLines()).toEqual(['chosen-21', 'later-31', 'later-22']));
    const zhao = screen.getByTestId('submit-later-31');
    expect(zhao.textContent).toContain('Step 2:');
    expect(zhao.textContent).toContain('Central Zhao (zhao) · Group');
    expect(zhao.textContent).toContain('Group central owner');
    expect(zhao.textContent).toContain('Named by the initiator');
    expect(within(zhao).queryByText('Remove')).toBeNull();
    expect(screen.getByTestId('submit-later-22').textContent).toContain('Step 3:');
    expect(screen.getByTestId('submit-chosen-21').textContent).not.toContain('Named by the initiator');

    // Choosing a later approver oneself moves them up; the server skips them in the later steps.
    await pick('22');
    await waitFor(() => expect(stepLines()).toEqual(['chosen-21', 'chosen-22', 'later-31']));
    expect(screen.getByTestId('submit-later-31').textContent).toContain('Step 3:');
    fireEvent.click(screen.getByTestId('submit-ok'));
    await screen.findByTestId('submit-done');
    expect(bodiesOf(fetch, '/inventoryTask/submit')).toEqual([{ id: '41', approverIds: ['21', '22'] }]);
  });

  it('with "None" chosen, says that the later approvers still approve', async () => {
    const { fetch } = setup(LATER);
    await screen.findByTestId('submit-dialog');
    await waitFor(() => expect(stepLines()).toEqual(['later-31', 'later-22']));
    expect(screen.queryByTestId('submit-none-later')).toBeNull();
    await pick('none');
    expect((await screen.findByTestId('submit-none-later')).textContent).toBe(
      "This node needs no approval, but the 2 later approver(s) named by the task's initiator still approve.",
    );
    expect(stepLines()).toEqual(['chosen-none', 'later-31', 'later-22']);
    expect(screen.getByTestId('submit-later-31').textContent).toContain('Step 1:');
    fireEvent.click(screen.getByTestId('submit-remove-none'));
    await waitFor(() => expect(screen.queryByTestId('submit-none-later')).toBeNull());
    await pick('none');
    fireEvent.click(screen.getByTestId('submit-ok'));
    await screen.findByTestId('submit-done');
    expect(bodiesOf(fetch, '/inventoryTask/submit')).toEqual([{ id: '41', approverIds: ['none'] }]);
  });

  it('leaves out a later approver who is the submitter', async () => {
    setup(LATER, '31');
    await screen.findByTestId('submit-dialog');
    await waitFor(() => expect(stepLines()).toEqual(['later-22']));
  });
});
