import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, ok, renderRoutes } from '../../../test-utils';
import { FillPage } from './fill-page';
import { GAS_ENTRY, page, TASK } from './fill-fixtures';
import { FakeXhr } from '../../../components/fake-xhr';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(task = TASK) {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // jsdom has no navigation: saving the downloaded template is the browser's business
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const fetch = mockFetch((path) => {
    if (path === '/inventoryTask/detail') return ok(task);
    if (path === '/inventoryEntry/page') return ok(page([GAS_ENTRY]));
    if (path === '/inventoryOffset/list' || path === '/import/progress') return ok([]);
    if (path === '/inventoryEntry/template') return { body: 'xlsx bytes' as unknown };
    return ok(null);
  });
  renderRoutes([{ path: '/carbonButler/reportTemplate', element: <FillPage /> }], '/carbonButler/reportTemplate?taskId=41');
  return fetch;
}

const urlsOf = (spy: { mock: { calls: unknown[][] } }, path: string) =>
  spy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((u) => u.pathname === `/api/main${path}`);

describe('the fill-in screen’s Excel import of entries', () => {
  it('offers the task’s one template and uploads the file for the task (each row names its scope), then reloads the task', async () => {
    const fetch = setup();
    fireEvent.click(await screen.findByTestId('section-1-0-import'));
    // the dialog says which task it imports into
    expect((await screen.findByTestId('section-1-0-import-intro')).textContent).toContain(TASK.name);
    fireEvent.click(await screen.findByTestId('section-1-0-import-template'));
    await waitFor(() => expect(urlsOf(fetch, '/inventoryEntry/template').map((u) => u.search)).toEqual(['']));

    const details = urlsOf(fetch, '/inventoryTask/detail').length;
    const xlsx = new File(['x'], 'entries.xlsx');
    fireEvent.change(screen.getByTestId('section-1-0-import-file'), { target: { files: [xlsx] } });
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(FakeXhr.all[0]!.url).toBe('/api/main/inventoryEntry/import?taskId=41');
    expect((FakeXhr.all[0]!.body?.get('file') as File).name).toBe('entries.xlsx');
    act(() => FakeXhr.all[0]!.finish({ inserted: 3 }));
    // the task (section counts, progress) and its entries are read again
    await waitFor(() => expect(urlsOf(fetch, '/inventoryTask/detail').length).toBeGreaterThan(details));
  });

  it('a scope-3 category section imports the same way: the tab does not decide the rows’ scope', async () => {
    setup();
    fireEvent.click(await screen.findByTestId('tab-scope-3')); // scope 3's categories are a second level
    fireEvent.click(await screen.findByTestId('tab-3-6'));
    fireEvent.click(await screen.findByTestId('section-3-6-import'));
    fireEvent.change(screen.getByTestId('section-3-6-import-file'), { target: { files: [new File(['x'], 'travel.xlsx')] } });
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(FakeXhr.all[0]!.url).toBe('/api/main/inventoryEntry/import?taskId=41');
  });

  it('is not offered to a caller who cannot fill the task', async () => {
    setup({ ...TASK, can: { ...TASK.can, fill: false } });
    await screen.findByTestId('entry-row-501');
    expect(screen.queryByTestId('section-1-0-import')).toBeNull();
  });
});
