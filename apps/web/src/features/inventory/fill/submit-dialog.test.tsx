import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, ok, renderRoutes } from '../../../test-utils';
import { bodiesOf, TASK } from './fill-fixtures';
import { RETURN_AFTER_MS, SubmitDialog } from './submit-dialog';

const CANDIDATES = [
  { id: '21', name: 'Supervisor Li', account: 'li', orgName: 'Legal entity A' },
  { id: '22', name: 'Owner Wang', account: 'wang', orgName: 'Business group' },
];

function setup() {
  const fetch = mockFetch((path) => {
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
    fireEvent.click(screen.getByTestId('submit-ok'));
    await screen.findByTestId('submit-done');
    expect(bodiesOf(fetch, '/inventoryTask/submit')).toEqual([{ id: '41', approverIds: ['none'] }]);
  });
});
