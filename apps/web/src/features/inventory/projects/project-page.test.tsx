import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InventoryProjectRow } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { fail, mockFetch, ok, renderAt } from '../../../test-utils';
import { bodiesOf, chooseOption, chooseTreeNode, loginUser, ORG_TREE, pickDate, queriesOf } from './list-test-kit';
import { ProjectPage } from './project-page';

const ROW: InventoryProjectRow = {
  id: '7',
  name: 'FY2025 inventory',
  type: 'annual',
  year: 2025,
  month: null,
  orgId: '1',
  orgName: 'Group',
  deadline: '2026-03-31',
  gwpSet: 'AR5',
  openSubtasks: 'warn',
  remark: null,
  status: 'in_progress',
  taskCount: 2,
  createdBy: '1',
  createdByName: 'Carbon team',
  createdAt: '2026-01-02T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  version: 3,
};
const MONTHLY: InventoryProjectRow = { ...ROW, id: '8', name: 'May 2025', type: 'monthly', month: 5, status: 'not_issued', taskCount: 0 };
const ALL = ['inventoryProject:add', 'inventoryProject:edit', 'inventoryProject:delete', 'inventoryTask:issue'];

type Handler = Parameters<typeof mockFetch>[0];

function serve(permissions = ALL, extra: Handler = () => ok(null)) {
  return mockFetch((path, init) => {
    if (path === '/getLoginUser') return ok(loginUser(permissions));
    if (path === '/sysOrg/tree') return ok(ORG_TREE);
    if (path === '/inventoryProject/page') return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: 2, rows: [ROW, MONTHLY] });
    if (path === '/inventoryProject/detail') return ok(ROW);
    if (path === '/carbonTemplate/list')
      return ok([
        {
          id: '31',
          name: 'Legal entity template',
          orgType: 'legal_entity',
          sections: [],
          remark: null,
          createdAt: '',
          updatedAt: '',
          version: 1,
        },
      ]);
    return extra(path, init);
  });
}

function open(permissions = ALL, extra?: Handler, locale: 'en-US' | 'zh-CN' = 'en-US') {
  setToken('t');
  const fetch = serve(permissions, extra);
  renderAt(<ProjectPage />, '/', locale);
  return fetch;
}

const rowOf = (id: string) => document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!;

describe('ProjectPage list', () => {
  it('shows types, periods, statuses and dates by their labels in English', async () => {
    open();
    expect((await screen.findByTestId('project-type-7')).textContent).toBe('Annual');
    expect(screen.getByTestId('project-status-7').textContent).toBe('In progress');
    expect(screen.getByTestId('project-type-8').textContent).toBe('Monthly');
    expect(screen.getByTestId('project-status-8').textContent).toBe('Not issued');
    expect(within(rowOf('8')).getByText('2025-05')).toBeTruthy();
    expect(within(rowOf('7')).getByText('03/31/2026')).toBeTruthy();
    const table = screen.getByTestId('project-table');
    for (const code of ['annual', 'monthly', 'in_progress', 'not_issued']) expect(within(table).queryByText(code)).toBeNull();
  });

  it('shows the same rows in simplified Chinese', async () => {
    open(ALL, undefined, 'zh-CN');
    expect((await screen.findByTestId('project-type-7')).textContent).toBe('年度盘查');
    expect(screen.getByTestId('project-status-7').textContent).toBe('进行中');
    expect(screen.getByTestId('project-type-8').textContent).toBe('月度盘查');
    expect(screen.getByTestId('project-status-8').textContent).toBe('未下发');
    expect(within(rowOf('7')).getByText('2026/03/31')).toBeTruthy();
    expect(screen.getByTestId('project-issue-7').textContent).toBe('下发任务');
  });

  it('sends the filters (name, type, year, status, organisation) as the page query', async () => {
    const fetch = open();
    await screen.findByTestId('project-type-7');
    fireEvent.change(screen.getByTestId('project-search-name'), { target: { value: 'FY' } });
    await chooseOption('project-search-type', 'Monthly');
    fireEvent.change(screen.getByTestId('project-search-year'), { target: { value: '2025' } });
    await chooseOption('project-search-status', 'Completed');
    await chooseTreeNode('project-search-org', 'BG A');
    fireEvent.click(screen.getByTestId('project-table-search'));
    await waitFor(() => expect(queriesOf(fetch, '/inventoryProject/page').length).toBeGreaterThan(1));
    const query = queriesOf(fetch, '/inventoryProject/page').at(-1)!;
    expect(Object.fromEntries(query)).toEqual({
      pageNo: '1',
      pageSize: '10',
      name: 'FY',
      type: 'monthly',
      year: '2025',
      status: 'completed',
      orgId: '2',
    });
  });

  it('hides add, delete, edit and issue without their permissions', async () => {
    open([]);
    await screen.findByTestId('project-type-7');
    expect(screen.queryByTestId('project-add')).toBeNull();
    expect(screen.queryByTestId('project-delete')).toBeNull();
    expect(screen.queryByTestId('project-edit-7')).toBeNull();
    expect(screen.queryByTestId('project-issue-7')).toBeNull();
  });

  it('shows only what the caller holds: issue without edit', async () => {
    open(['inventoryTask:issue']);
    expect(await screen.findByTestId('project-issue-7')).toBeTruthy();
    expect(screen.queryByTestId('project-edit-7')).toBeNull();
    expect(screen.queryByTestId('project-add')).toBeNull();
  });

  it("shows the server's reason when a project with submitted data cannot be deleted", async () => {
    const fetch = open(ALL, (path) =>
      path === '/inventoryProject/delete' ? fail(2030002, 'The inventory project has submitted data and cannot be deleted') : ok(null),
    );
    await screen.findByTestId('project-type-7');
    fireEvent.click(within(rowOf('7')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('project-delete'));
    fireEvent.click(await screen.findByTestId('project-delete-ok'));
    expect(await screen.findByText('Delete failed: The inventory project has submitted data and cannot be deleted')).toBeTruthy();
    expect(bodiesOf(fetch, '/inventoryProject/delete')).toEqual([{ id: '7' }]);
  });
});

describe('ProjectPage add / edit dialog', () => {
  it('asks for the required fields by their labels and sends nothing', async () => {
    const fetch = open();
    fireEvent.click(await screen.findByTestId('project-add'));
    await screen.findByTestId('project-form');
    fireEvent.click(screen.getByTestId('project-submit'));
    expect(await screen.findByText('Please enter Project name')).toBeTruthy();
    expect(await screen.findByText('Please enter Main body')).toBeTruthy();
    expect(await screen.findByText('Please enter Deadline')).toBeTruthy();
    expect(bodiesOf(fetch, '/inventoryProject/add')).toHaveLength(0);
  });

  it('asks for the month of a monthly project, then adds it with AR5 by default', async () => {
    const fetch = open(ALL, (path) => (path === '/inventoryProject/add' ? ok({ ...MONTHLY, id: '9' }) : ok(null)));
    fireEvent.click(await screen.findByTestId('project-add'));
    await screen.findByTestId('project-form');
    fireEvent.change(screen.getByTestId('project-field-name'), { target: { value: '  June 2025 ' } });
    await chooseOption('project-field-type', 'Monthly');
    await chooseTreeNode('project-field-orgId', 'BG A');
    pickDate('project-field-deadline', '2025-07-15');
    fireEvent.click(screen.getByTestId('project-submit'));
    expect(await screen.findByText('Please enter Month')).toBeTruthy();
    expect(bodiesOf(fetch, '/inventoryProject/add')).toHaveLength(0);
    await chooseOption('project-field-month', '6');
    fireEvent.click(screen.getByTestId('project-submit'));
    expect(await screen.findByText('Added successfully')).toBeTruthy();
    expect(bodiesOf(fetch, '/inventoryProject/add')).toEqual([
      {
        name: 'June 2025',
        type: 'monthly',
        year: new Date().getFullYear(),
        month: 6,
        orgId: '2',
        deadline: '2025-07-15',
        gwpSet: 'AR5',
        openSubtasks: 'warn',
      },
    ]);
  });

  it('edits from the detail and sends its id and lock version', async () => {
    const fetch = open(ALL, (path) => (path === '/inventoryProject/edit' ? ok(ROW) : ok(null)));
    fireEvent.click(await screen.findByTestId('project-edit-7'));
    await screen.findByTestId('project-form');
    expect((screen.getByTestId('project-field-name') as HTMLInputElement).value).toBe('FY2025 inventory');
    await chooseOption('project-field-gwpSet', 'AR6');
    fireEvent.click(screen.getByTestId('project-submit'));
    expect(await screen.findByText('Edited successfully')).toBeTruthy();
    expect(bodiesOf(fetch, '/inventoryProject/edit')).toEqual([
      {
        id: '7',
        version: 3,
        name: 'FY2025 inventory',
        type: 'annual',
        year: 2025,
        orgId: '1',
        deadline: '2026-03-31',
        gwpSet: 'AR6',
        openSubtasks: 'warn',
      },
    ]);
  });
});

describe('ProjectPage issue tasks', () => {
  it('refuses to issue without organisations', async () => {
    const fetch = open();
    fireEvent.click(await screen.findByTestId('project-issue-7'));
    await screen.findByTestId('issue-field-orgIds');
    fireEvent.click(screen.getByTestId('issue-submit'));
    expect(await screen.findByText('Please select at least one organisation')).toBeTruthy();
    expect(bodiesOf(fetch, '/inventoryTask/issue')).toHaveLength(0);
  });

  it('issues one task per chosen organisation with the boundary, way, template and purpose', async () => {
    const fetch = open(ALL, (path) => (path === '/inventoryTask/issue' ? ok([{ id: '101' }, { id: '102' }]) : ok(null)));
    fireEvent.click(await screen.findByTestId('project-issue-7'));
    expect((await screen.findByTestId('issue-project')).textContent).toBe('Project: FY2025 inventory (2025)');
    await chooseTreeNode('issue-field-orgIds', 'BG A');
    await chooseTreeNode('issue-field-orgIds', 'Entity A1');
    await chooseOption('issue-field-boundaryMethod', 'Operational control');
    await chooseOption('issue-field-inventoryWay', 'Quick');
    await chooseOption('issue-field-templateId', 'Legal entity template');
    fireEvent.change(screen.getByTestId('issue-field-purpose'), { target: { value: ' Annual disclosure ' } });
    fireEvent.click(screen.getByTestId('issue-submit'));
    expect(await screen.findByText('2 task(s) issued')).toBeTruthy();
    expect(bodiesOf(fetch, '/inventoryTask/issue')).toEqual([
      {
        projectId: '7',
        orgIds: ['2', '4'],
        inventoryWay: 'quick',
        boundaryMethod: 'operational-control',
        templateId: '31',
        purpose: 'Annual disclosure',
      },
    ]);
    await waitFor(() => expect(screen.queryByTestId('issue-field-orgIds')).toBeNull());
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    open(ALL, (path) =>
      path === '/inventoryTask/issue' ? fail(2030004, '"BG B" already has a task in this project', 'orgIds') : ok(null),
    );
    fireEvent.click(await screen.findByTestId('project-issue-7'));
    await chooseTreeNode('issue-field-orgIds', 'BG B');
    fireEvent.click(screen.getByTestId('issue-submit'));
    expect(await screen.findByText('Issue failed: "BG B" already has a task in this project')).toBeTruthy();
    expect(screen.getByTestId('issue-field-orgIds')).toBeTruthy();
  });
});
