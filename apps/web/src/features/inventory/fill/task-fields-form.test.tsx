import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fail, mockFetch, ok, renderAt } from '../../../test-utils';
import { bodiesOf, page, TASK } from './fill-fixtures';
import { TaskFieldsForm } from './task-fields-form';

function setup(edit = () => ok(TASK)) {
  const fetch = mockFetch((path) => (path === '/inventoryTask/edit' ? edit() : path === '/sysUser/page' ? ok(page([])) : ok(null)));
  renderAt(<TaskFieldsForm task={TASK} onReload={() => undefined} />);
  return fetch;
}
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('TaskFieldsForm', () => {
  it('prompts for the required fields and a reason over 50 characters, by their labels, and sends nothing', async () => {
    const fetch = setup();
    await screen.findByTestId('task-form');
    type('task-name', '');
    type('task-purpose', '');
    fireEvent.click(screen.getByTestId('task-significantIndirect-add'));
    type('task-significantIndirect-item-0', 'Purchased goods');
    type('task-significantIndirect-reason-0', 'x'.repeat(51));
    fireEvent.click(screen.getByTestId('task-save'));
    expect(await screen.findByText('Please enter Task name')).toBeTruthy();
    expect(await screen.findByText('Please enter Purpose')).toBeTruthy();
    expect(await screen.findByText('The reason may have at most 50 characters')).toBeTruthy();
    expect(bodiesOf(fetch, '/inventoryTask/edit')).toHaveLength(0);
  });

  it('sends the fields with the version it read; exemptions and reduction projects as lists', async () => {
    const fetch = setup();
    await screen.findByTestId('task-form');
    fireEvent.click(screen.getByTestId('task-exemptions-add'));
    type('task-exemptions-item-0', 'Canteen LPG');
    type('task-exemptions-reason-0', 'Below 1% of the total');
    fireEvent.click(screen.getByTestId('task-reduction-add'));
    type('task-reduction-0', 'Rooftop PV');
    fireEvent.click(screen.getByTestId('task-save'));
    await waitFor(() => expect(bodiesOf(fetch, '/inventoryTask/edit')).toHaveLength(1));
    expect(bodiesOf(fetch, '/inventoryTask/edit')[0]).toMatchObject({
      id: '41',
      version: 1,
      name: TASK.name,
      boundaryMethod: 'operational-control',
      purpose: 'Annual disclosure',
      exemptions: [{ item: 'Canteen LPG', reason: 'Below 1% of the total' }],
      significantIndirect: [],
      reductionProjects: ['Rooftop PV'],
    });
  });

  it('a stale version shows the conflict message', async () => {
    setup(() => fail(1017004, 'Someone else changed this record; reload and try again'));
    await screen.findByTestId('task-form');
    fireEvent.click(screen.getByTestId('task-save'));
    expect((await screen.findByTestId('task-conflict')).textContent).toBe('Someone else changed this record; reload and try again');
  });
});
