import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WasteRow } from '@carbon/domain';
import { setToken } from '../../../../lib/session';
import { fail, mockFetch, ok, renderAt } from '../../../../test-utils';
import { bodiesOf, chooseOption, loginUser, optionsOf, ORG_TREE, page, queriesOf, WASTE } from '../test-kit';
import { EnvWastePage } from './env-waste-page';
import { batchOf, taskFits } from './waste-values';

/** A second March record of Plant A1 (already in task 301), and one of Plant A2. */
const SLUDGE: WasteRow = { ...WASTE, id: '73', wasteCode: '900-041-49', wasteLabel: 'Contaminated packaging', inventoryTaskIds: ['301'] };
const OTHER_PLANT: WasteRow = { ...WASTE, id: '74', orgId: '5', orgName: 'Plant A2' };

const task = (id: string, orgId: string, month: number | null, name: string) => ({
  id,
  orgId,
  orgName: orgId === '4' ? 'Plant A1' : 'Park A',
  year: 2026,
  month,
  name,
  projectId: '30',
  projectName: 'Inventory 2026',
});
/** The yearly task of Plant A1 (fits), its April task (another month) and the park's task (another organisation). */
const TASKS = [task('301', '4', null, 'Plant A1 2026'), task('302', '4', 4, 'Plant A1 April'), task('303', '3', null, 'Park A 2026')];

function open(answer = () => ok({ entryIds: ['5001'], skipped: ['73'] }), fill = true) {
  setToken('t');
  const fetch = mockFetch((path) => {
    if (path === '/getLoginUser') return ok(loginUser(['envWaste:toInventory']));
    if (path === '/sysOrg/tree') return ok(ORG_TREE);
    if (path === '/envWaste/page') return ok(page([WASTE, SLUDGE, OTHER_PLANT]));
    if (path === '/inventoryTask/page') return ok(page(TASKS));
    if (path === '/inventoryTask/detail') return ok({ can: { fill } });
    if (path === '/envWaste/toInventory') return answer();
    return ok(null);
  });
  renderAt(<EnvWastePage />);
  return fetch;
}

async function select(...ids: string[]) {
  await screen.findByTestId('waste-method-71');
  for (const id of ids) fireEvent.click(document.querySelector(`tr[data-row-key="${id}"] input[type="checkbox"]`)!);
  fireEvent.click(screen.getByTestId('waste-to-inventory'));
  await screen.findByTestId('to-inventory-dialog');
}

describe('adding waste records to an inventory task', () => {
  it('offers only the tasks of the records’ entity and period, then says how many were added and skipped', async () => {
    const fetch = open();
    await select('71', '73');
    expect(screen.getByTestId('to-inventory-batch').textContent).toBe('2 record(s) of Plant A1, 2026');
    expect(await optionsOf('to-inventory-task')).toEqual(['Plant A1 2026 · Inventory 2026 · year 2026']);
    expect(queriesOf(fetch, '/inventoryTask/page').at(-1)).toMatchObject({ orgId: '4', year: '2026' });

    await chooseOption('to-inventory-task', 'Plant A1 2026 · Inventory 2026 · year 2026');
    fireEvent.click(screen.getByTestId('to-inventory-submit'));
    expect((await screen.findByTestId('to-inventory-added')).textContent).toBe('Records added to the task: 1');
    expect(screen.getByTestId('to-inventory-skipped').textContent).toBe('Already in the task and skipped: 1');
    expect(bodiesOf(fetch, '/envWaste/toInventory')).toEqual([{ taskId: '301', ids: ['71', '73'] }]);
  });

  it('offers no task the user can no longer fill, and says why (issue 29)', async () => {
    const fetch = open(undefined, false);
    await select('71');
    const picker = screen.getByTestId('to-inventory-task');
    fireEvent.mouseDown(picker.querySelector('input') ?? picker);
    expect((await screen.findByTestId('to-inventory-no-task')).textContent).toBe(
      'No inventory task of this organisation and period is open for you to fill: 1 task(s) are submitted or completed (read-only until rejected) or name other members',
    );
    expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(0);
    expect(bodiesOf(fetch, '/envWaste/toInventory')).toHaveLength(0);
  });

  it('needs a task before sending, and shows the server’s reason when it refuses', async () => {
    const fetch = open(() => fail(2051006, 'The disposal method "Landfill" has no emission factor yet'));
    await select('71');
    fireEvent.click(screen.getByTestId('to-inventory-submit'));
    expect((await screen.findByTestId('to-inventory-error')).textContent).toBe('Please choose an inventory task');
    expect(bodiesOf(fetch, '/envWaste/toInventory')).toHaveLength(0);
    await chooseOption('to-inventory-task', 'Plant A1 2026 · Inventory 2026 · year 2026');
    fireEvent.click(screen.getByTestId('to-inventory-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('to-inventory-error').textContent).toBe('The disposal method "Landfill" has no emission factor yet'),
    );
    expect(screen.queryByTestId('to-inventory-added')).toBeNull();
  });

  it('refuses records of two organisations at once without asking for tasks', async () => {
    const fetch = open();
    await select('71', '74');
    expect(screen.getByTestId('to-inventory-mixed').textContent).toContain('several organisations or years');
    expect(queriesOf(fetch, '/inventoryTask/page')).toHaveLength(0);
  });
});

describe('which task fits a selection', () => {
  const rows = [WASTE, { ...WASTE, id: '75', month: 4 }];
  it('groups one entity and year, with its months', () => {
    expect(batchOf(rows)).toEqual({ orgId: '4', orgName: 'Plant A1', year: 2026, months: [3, 4] });
    expect(batchOf([WASTE, { ...WASTE, id: '76', year: 2025 }])).toBe('mixed');
    expect(batchOf([])).toBe('empty');
  });
  it('takes a yearly task of the same entity; a monthly one only when every record is of its month', () => {
    const march = batchOf([WASTE]) as Exclude<ReturnType<typeof batchOf>, string>;
    const marchApril = batchOf(rows) as Exclude<ReturnType<typeof batchOf>, string>;
    expect(taskFits({ orgId: '4', year: 2026, month: null }, marchApril)).toBe(true);
    expect(taskFits({ orgId: '4', year: 2026, month: 3 }, march)).toBe(true);
    expect(taskFits({ orgId: '4', year: 2026, month: 3 }, marchApril)).toBe(false);
    expect(taskFits({ orgId: '4', year: 2025, month: null }, march)).toBe(false);
    expect(taskFits({ orgId: '3', year: 2026, month: null }, march)).toBe(false);
  });
});
