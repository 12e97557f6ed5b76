import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, ok, renderRoutes } from '../../../test-utils';
import { formatFigure } from '../../../lib/format';
import { FillPage } from './fill-page';
import type { InventoryEntryRow, InventoryTaskDetail } from '@carbon/domain';
import { bodiesOf, GAS_ENTRY, page, TASK } from './fill-fixtures';
import { FakeXhr } from '../../../components/fake-xhr';

const SUMMARY = {
  taskId: '41',
  scope1: '0',
  scope2Location: '0',
  scope2Market: '0',
  scope3: '0',
  total: '0',
  byCategory: {},
  offsets: '0',
  biogenicCo2: '0',
  entryCount: 0,
  dataQuality: { score: null, level: null },
};

function setup(task: InventoryTaskDetail = TASK, entries: InventoryEntryRow[] = [GAS_ENTRY]) {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  let current = task;
  const fetch = mockFetch((path) => {
    if (path === '/inventoryTask/detail') return ok(current);
    if (path === '/inventoryTask/withdraw') {
      current = { ...task, status: 3, approvalStatus: 'not_submitted', can: TASK.can };
      return ok(current);
    }
    if (path === '/inventoryTask/summary') return ok(SUMMARY);
    if (path === '/inventoryEntry/page') return ok(page(entries));
    if (path === '/inventoryOffset/list') return ok([]);
    if (path === '/inventoryAttachment/list') return ok([]);
    if (path === '/inventoryTask/approverCandidates') return ok([]);
    if (path === '/factor/page' || path === '/sysUser/page' || path === '/inventoryTask/page') return ok(page([]));
    return ok(null);
  });
  renderRoutes([{ path: '/carbonButler/reportTemplate', element: <FillPage /> }], '/carbonButler/reportTemplate?taskId=41');
  return fetch;
}

const file = (name: string, size = 1024, type = 'application/pdf') => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('FillPage', () => {
  it('shows the sections by their GHG Protocol names and each entry with its activity data and tCO2e', async () => {
    setup();
    await screen.findByTestId('fill-page');
    expect(screen.getByTestId('tab-1-0').textContent).toBe('Scope 1 (1)');
    // Scope 3's categories are a second level (issue 25), opened from the scope 3 tab.
    expect(screen.getByTestId('tab-scope-3').textContent).toBe('Scope 3 (0)');
    fireEvent.click(screen.getByTestId('tab-scope-3'));
    expect((await screen.findByTestId('tab-3-6')).textContent).toBe('6 Business travel (0)');
    expect(screen.getByTestId('task-status').textContent).toBe('Processing');
    const row = await screen.findByTestId('entry-row-501');
    expect(row.textContent).toContain('Natural gas');
    expect(row.textContent).toContain('10 10⁴ Nm³');
    expect(within(row).getByTestId('row-tco2e').textContent).toBe(formatFigure(GAS_ENTRY.tco2e));
    expect(within(row).getByTestId('row-tco2e').getAttribute('title')).toBe(GAS_ENTRY.tco2e);
  });

  it('reads the task, its first rows and its offsets once each on opening (issue 25)', async () => {
    const fetch = setup();
    await screen.findByTestId('entry-row-501');
    await screen.findByTestId('offsets');
    const reads = (path: string) =>
      fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((u) => u.pathname === `/api/main${path}`);
    expect(reads('/inventoryTask/detail')).toHaveLength(1);
    expect(reads('/inventoryOffset/list')).toHaveLength(1);
    const entries = reads('/inventoryEntry/page');
    expect(entries).toHaveLength(1);
    expect(Object.fromEntries(entries[0]!.searchParams)).toEqual({ taskId: '41', scope: '1', pageNo: '1', pageSize: '20' });
  });

  it('submission waits while an upload runs; the upload shows its progress and names its entry', async () => {
    setup();
    fireEvent.click(await screen.findByTestId('row-attachments'));
    await screen.findByTestId('attachments');
    fireEvent.change(screen.getByTestId('attachment-file'), { target: { files: [file('meter-2025.pdf')] } });
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const xhr = FakeXhr.all[0]!;
    expect(xhr.url).toBe('/api/main/inventoryAttachment/upload?entryId=501');
    expect((xhr.body?.get('file') as File).name).toBe('meter-2025.pdf');

    expect((screen.getByTestId('task-submit') as HTMLButtonElement).disabled).toBe(true);
    act(() => xhr.progress(512, 1024));
    await waitFor(() => expect(within(screen.getByTestId('attachment-progress')).getByText('50%')).toBeTruthy());

    act(() =>
      xhr.finish({
        id: '77',
        entryId: '501',
        name: 'meter-2025.pdf',
        size: 1024,
        mime: 'application/pdf',
        previewable: true,
        createdBy: '2',
        createdAt: '2025-02-01T00:00:00Z',
      }),
    );
    await waitFor(() => expect((screen.getByTestId('task-submit') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByTestId('attachment-progress')).toBeNull();
  });

  it('refuses a file type outside the allow-list and a file over 50 MB before sending anything', async () => {
    setup();
    fireEvent.click(await screen.findByTestId('row-attachments'));
    await screen.findByTestId('attachments');
    fireEvent.change(screen.getByTestId('attachment-file'), { target: { files: [file('setup.exe')] } });
    expect(await screen.findByText(/File format not supported/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('attachment-file'), { target: { files: [file('scan.pdf', 50 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('An attachment may not exceed 50 MB')).toBeTruthy();
    expect(FakeXhr.all).toHaveLength(0);
    expect((screen.getByTestId('task-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it("a saved entry's explanation shows labels, the factor code and version and the GWP set", async () => {
    setup(TASK, [{ ...GAS_ENTRY, factorId: '88', factorCode: 'CN-NG-2015', factorVersion: 'CN-NDRC-2013', factorName: 'Natural gas' }]);
    fireEvent.click(await screen.findByTestId('row-explain'));
    expect((await screen.findByTestId('row-explanation-method')).textContent).toBe('Fuel combustion (Chinese guidelines)');
    expect(screen.getByTestId('row-explanation-factor').textContent).toBe('CN-NG-2015 · CN-NDRC-2013');
    expect(screen.getByTestId('row-explanation-gwp-set').textContent).toBe(GAS_ENTRY.explanation?.gwpSet ?? 'Not used');
    const consumption = within(screen.getByTestId('row-explanation-input-consumption')).getAllByRole('cell');
    expect(consumption[0]!.textContent).toBe('Consumption');
    expect(consumption[2]!.textContent).toBe('10^4 Nm3');
  });

  it('the submitter withdraws before the first decision', async () => {
    const fetch = setup({
      ...TASK,
      status: 5,
      approvalStatus: 'waiting',
      can: { ...TASK.can, fill: false, edit: false, submit: false, withdraw: true },
    });
    expect((await screen.findByTestId('task-status')).textContent).toBe('Pending legal-entity supervisor review');
    expect(screen.queryByTestId('task-submit')).toBeNull();
    expect(screen.queryByTestId('section-1-0-add')).toBeNull();
    fireEvent.click(screen.getByTestId('task-withdraw'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(bodiesOf(fetch, '/inventoryTask/withdraw')).toEqual([{ id: '41' }]));
    // The task is back in processing: the screen reads it afresh and offers filling and submission again.
    await waitFor(() => expect(screen.getByTestId('task-status').textContent).toBe('Processing'));
    expect(screen.getByTestId('task-submit')).toBeTruthy();
    expect(screen.queryByTestId('task-withdraw')).toBeNull();
  });
});
