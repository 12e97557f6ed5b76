import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProjectDetail } from '@carbon/domain';
import { setToken } from '../../../../lib/session';
import { fail, mockFetch, ok, renderAt } from '../../../../test-utils';
import { ALL_PERMISSIONS, bodiesOf, DETAIL, loginUser, pickDate, queriesOf } from '../test-kit';
import { StatusDialog } from './status-dialog';

type Handler = Parameters<typeof mockFetch>[0];

const IMPLEMENTED: ProjectDetail = {
  ...DETAIL,
  status: 'implementation_completed',
  stage: 'acceptance',
  approvalStatus: 'passed',
  allowedTransitions: [{ to: 'acceptance_completed', kind: 'forward', acceptanceTime: true }],
};
const ACCEPTED: ProjectDetail = {
  ...DETAIL,
  status: 'acceptance_completed',
  stage: 'supervisor_review',
  approvalStatus: 'passed',
  acceptanceTime: '2026-10-10',
  allowedTransitions: [
    { to: 'supervisor_review_completed', kind: 'forward', acceptanceTime: false },
    { to: 'implementation_completed', kind: 'reject', acceptanceTime: false },
  ],
};

/** The server; a status change waits for `gate` (when given) before it answers. */
function open(detail: ProjectDetail, onChange: Handler = () => ok(detail), gate?: Promise<void>) {
  setToken('t');
  const fetch = mockFetch((path, init) => {
    if (path === '/getLoginUser') return ok(loginUser(ALL_PERMISSIONS));
    if (path === '/project/detail') return ok(detail);
    if (path === '/project/changeStatus') return onChange(path, init);
    return ok(null);
  });
  if (gate) {
    const answer = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (String(input).includes('/project/changeStatus')) await gate;
      return answer(input, init);
    });
  }
  renderAt(<StatusDialog projectId="11" onClose={() => undefined} />);
  return fetch;
}

const errorOf = (testId: string) =>
  screen.getByTestId(testId).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

describe('StatusDialog', () => {
  it('needs the acceptance time and an opinion, and says "status changing, please wait" while the change runs', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((r) => (release = r));
    const fetch = open(IMPLEMENTED, () => ok({ ...IMPLEMENTED, status: 'acceptance_completed' }), gate);
    expect((await screen.findByTestId('status-from')).textContent).toBe('Implementation completed');
    expect(screen.getByTestId('status-to').textContent).toContain('Acceptance completed');
    expect(screen.queryByTestId('status-approve')).toBeNull();

    fireEvent.click(screen.getByTestId('status-submit'));
    await waitFor(() => expect(errorOf('status-opinion')).toBe('Please enter Opinion'));
    expect(errorOf('status-acceptanceTime')).toBe('Acceptance time is required');
    expect(bodiesOf(fetch, '/project/changeStatus')).toHaveLength(0);

    pickDate('status-acceptanceTime', '2026-10-10');
    fireEvent.change(screen.getByTestId('status-opinion'), { target: { value: ' Accepted on site ' } });
    fireEvent.click(screen.getByTestId('status-submit'));
    expect((await screen.findByTestId('status-changing')).textContent).toBe('Status changing, please wait');
    expect((screen.getByTestId('status-submit') as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await screen.findByText('The status is now Acceptance completed')).toBeTruthy();
    expect(bodiesOf(fetch, '/project/changeStatus')).toEqual([
      { id: '11', to: 'acceptance_completed', opinion: 'Accepted on site', acceptanceTime: '2026-10-10' },
    ]);
  });

  it('lets the reviewer approve or reject; a rejection sends the project back to implementation', async () => {
    const fetch = open(ACCEPTED);
    await screen.findByTestId('status-approve');
    expect(screen.getByTestId('status-reject')).toBeTruthy();
    expect(screen.queryByTestId('status-submit')).toBeNull();
    expect(screen.queryByTestId('status-acceptanceTime')).toBeNull();
    fireEvent.change(screen.getByTestId('status-opinion'), { target: { value: 'Savings not shown in the meter data' } });
    fireEvent.click(screen.getByTestId('status-reject'));
    expect(await screen.findByText('The status is now Implementation completed')).toBeTruthy();
    expect(bodiesOf(fetch, '/project/changeStatus')).toEqual([
      { id: '11', to: 'implementation_completed', opinion: 'Savings not shown in the meter data' },
    ]);
  });

  it("approves to the next review and shows the loser of a race the server's reason, reading the project again", async () => {
    const fetch = open(ACCEPTED, () => fail(2034003, 'Someone else changed the project status first; refresh and try again'));
    await screen.findByTestId('status-approve');
    fireEvent.change(screen.getByTestId('status-opinion'), { target: { value: 'OK' } });
    const reads = queriesOf(fetch, '/project/detail').length;
    fireEvent.click(screen.getByTestId('status-approve'));
    expect(
      await screen.findByText('The status was not changed: Someone else changed the project status first; refresh and try again'),
    ).toBeTruthy();
    expect(bodiesOf(fetch, '/project/changeStatus')).toEqual([{ id: '11', to: 'supervisor_review_completed', opinion: 'OK' }]);
    await waitFor(() => expect(queriesOf(fetch, '/project/detail').length).toBeGreaterThan(reads));
  });

  it('says so when the caller has no status change to make', async () => {
    open({ ...ACCEPTED, allowedTransitions: [] });
    expect((await screen.findByTestId('status-none')).textContent).toBe('There is no status change you can make now');
  });
});
