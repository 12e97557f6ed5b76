import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { exchangeRateContract, factorContract, userContract, type ImportJobView } from '@carbon/domain';
import { mockFetch, ok, renderAt } from '../test-utils';
import { ImportButton } from './import-button';

type Reply = { status: number; body: unknown };

/** XMLHttpRequest (the upload boundary) answering `reply` after reporting progress; with `held`, only once `release()` is called. */
function fakeXhr(reply: Reply, held?: { release?: () => void }) {
  const sent: { url: string; form: FormData | null }[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    timeout = 0;
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(form: FormData) {
      sent.push({ url: this.url, form });
      const answer = () => {
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      };
      // Answers after the caller's synchronous work, without a real timer.
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        if (held) held.release = answer;
        else answer();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** One job as GET /api/main/import/progress lists it. */
const job = (id: string, over: Partial<ImportJobView>): ImportJobView => ({
  id,
  kind: 'factor',
  phase: 'reading',
  waitingAhead: 0,
  rowsRead: 0,
  rowsTotal: null,
  rowsWritten: 0,
  bytesInflated: 0,
  queuedAt: '2026-01-01T00:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  code: null,
  hasReport: false,
  ...over,
});

const xlsx = (name = 'users.xlsx') => new File(['x'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

/** The errors table's body rows as their cells' texts. */
const lines = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((r) => r.querySelector('td'))
    .map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));

function choose(file: File) {
  fireEvent.click(screen.getByTestId('x-import'));
  fireEvent.change(screen.getByTestId('x-import-file'), { target: { files: [file] } });
}

describe('ImportButton', () => {
  it('shows "N rows failed" and each row\'s reasons', async () => {
    const failedRows = [
      { row: 3, reasons: ['Account is required', 'Phone format is wrong'] },
      { row: 7, reasons: ['Unknown organisation'] },
    ];
    fakeXhr({ status: 200, body: { success: false, code: 1012002, message: '2 rows failed; nothing was imported', data: { failedRows } } });
    renderAt(<ImportButton testId="x-import" endpoint={userContract.endpoints.import} />);
    choose(xlsx());
    expect((await screen.findByTestId('x-import-failed-count')).textContent).toBe('2 rows failed');
    const table = screen.getByTestId('x-import-errors');
    // one line per reason: row, column (none named: a dash), reason
    expect(lines(table)).toEqual([
      ['3', '—', 'Account is required'],
      ['3', '—', 'Phone format is wrong'],
      ['7', '—', 'Unknown organisation'],
    ]);
  });

  it('uploads the file as multipart "file" and reports success', async () => {
    const sent = fakeXhr({ status: 200, body: { success: true, code: 200, message: 'ok', data: { imported: 4 } } });
    const onImported = vi.fn();
    renderAt(<ImportButton testId="x-import" endpoint={userContract.endpoints.import} onImported={onImported} />);
    choose(xlsx());
    expect(await screen.findByText('Imported successfully')).toBeTruthy();
    expect(sent[0]?.url).toBe('/api/main/sysUser/import');
    expect((sent[0]?.form?.get('file') as File).name).toBe('users.xlsx');
    expect(onImported).toHaveBeenCalledWith({ imported: 4 });
  });

  it('shows the failure message for other errors', async () => {
    fakeXhr({ status: 200, body: { success: false, code: 1012003, message: 'File too large', data: null } });
    renderAt(<ImportButton testId="x-import" endpoint={userContract.endpoints.import} />);
    choose(xlsx());
    expect(await screen.findByText('Import failed: File too large')).toBeTruthy();
    expect(screen.queryByTestId('x-import-errors')).toBeNull();
  });

  it('refuses a file that is not .xlsx without uploading', async () => {
    const sent = fakeXhr({ status: 200, body: { success: true, code: 200, message: 'ok', data: null } });
    renderAt(<ImportButton testId="x-import" endpoint={userContract.endpoints.import} />);
    choose(xlsx('users.csv'));
    expect(await screen.findByTestId('x-import-bad-format')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("uploads to the contract's import endpoint, offers its template and refreshes the contract's reads", async () => {
    const sent = fakeXhr({ status: 200, body: { success: true, code: 200, message: 'ok', data: { imported: 2 } } });
    const { queryClient } = renderAt(
      <ImportButton
        testId="x-import"
        endpoint={exchangeRateContract.endpoints.import}
        template={exchangeRateContract.endpoints.template}
      />,
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByTestId('x-import'));
    expect(await screen.findByTestId('x-import-template')).toBeTruthy();
    fireEvent.change(screen.getByTestId('x-import-file'), { target: { files: [xlsx('rates.xlsx')] } });
    expect(await screen.findByText('Imported successfully')).toBeTruthy();
    expect(sent[0]?.url).toBe('/api/main/exchangeRate/import');
    expect(invalidate).toHaveBeenCalled();
  });

  it("shows the server's progress while the upload is pending: its own job, not an earlier one", async () => {
    const held: { release?: () => void } = {};
    fakeXhr({ status: 200, body: { success: true, code: 200, message: 'ok', data: { inserted: 2000 } } }, held);
    const earlier = job('old', { phase: 'done', rowsRead: 5, rowsTotal: 5, rowsWritten: 5 });
    let now: ImportJobView[] = [earlier];
    const fetch = mockFetch((path) => (path === '/import/progress' ? ok(now) : ok(null)));
    renderAt(<ImportButton testId="x-import" endpoint={factorContract.endpoints.import} />);
    choose(xlsx('factors.xlsx'));
    expect(await screen.findByText('Uploading 50%')).toBeTruthy();
    now = [job('new', { phase: 'queued', waitingAhead: 2 }), earlier];
    expect(await screen.findByText('Waiting: 2 imports ahead')).toBeTruthy();
    now = [job('new', { phase: 'reading', rowsRead: 12000 }), earlier];
    expect(await screen.findByText('Reading: 12,000 rows read')).toBeTruthy();
    now = [job('new', { phase: 'writing', rowsRead: 12000, rowsTotal: 12000, rowsWritten: 3000 }), earlier];
    expect(await screen.findByText('Writing: 3,000 of 12,000 rows')).toBeTruthy();
    expect(screen.getByTestId('x-import-progress').querySelector('.ant-progress-text')?.textContent).toBe('25%');
    held.release!();
    expect(await screen.findByText('Imported successfully')).toBeTruthy();
    const polls = fetch.mock.calls.length;
    await new Promise((r) => setTimeout(r, 800));
    expect(fetch.mock.calls.length).toBe(polls); // stops reading once the upload answered
  });

  it("names each failed row's column by its label and offers the report with the reasons column", async () => {
    const failedRows = [
      {
        row: 4,
        reasons: ['Factor table cannot be "燃气"', 'Factor code is required'],
        cells: [
          { column: 'Factor table', reason: 'Factor table cannot be "燃气"' },
          { column: 'Factor code', reason: 'Factor code is required' },
        ],
      },
    ];
    const reportId = '0b6f9c52-4a4c-4d47-9d0a-1f1f7c2b8e10';
    fakeXhr({ status: 200, body: { success: false, code: 1012002, message: '1 rows failed', data: { failedRows, reportId } } });
    const fetch = mockFetch((path) => (path === '/import/progress' ? ok([]) : { status: 200, body: 'unused' }));
    renderAt(<ImportButton testId="x-import" endpoint={factorContract.endpoints.import} />);
    choose(xlsx('factors.xlsx'));
    const errors = await screen.findByTestId('x-import-errors');
    // every failing cell of the row on its own line, the column's label apart from the reason
    expect(
      within(errors)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Row', 'Column', 'Reason']);
    expect(lines(errors)).toEqual([
      ['4', 'Factor table', 'Factor table cannot be "燃气"'],
      ['4', 'Factor code', 'Factor code is required'],
    ]);
    expect(within(errors).getByText(/no row was imported/)).toBeTruthy();

    fetch.mockImplementation(
      async () =>
        new Response(new Blob(['xlsx']), {
          status: 200,
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:x';
        static override revokeObjectURL = () => undefined;
      },
    );
    fireEvent.click(within(errors).getByTestId('x-import-report'));
    expect(await screen.findByText('Downloaded successfully')).toBeTruthy();
    expect(String(fetch.mock.calls.at(-1)?.[0])).toBe(`/api/main/import/report?id=${reportId}`);
  });
});
