import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { exchangeRateContract, userContract } from '@carbon/domain';
import { renderAt } from '../test-utils';
import { ImportButton } from './import-button';

type Reply = { status: number; body: unknown };

/** XMLHttpRequest (the upload boundary) answering `reply` after reporting progress. */
function fakeXhr(reply: Reply) {
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
      // Answers after the caller's synchronous work, without a real timer.
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

const xlsx = (name = 'users.xlsx') => new File(['x'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

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
    expect(within(table).getByText('Account is required; Phone format is wrong')).toBeTruthy();
    expect(within(table).getByText('Unknown organisation')).toBeTruthy();
    expect(within(table).getByText('3')).toBeTruthy();
    expect(within(table).getByText('7')).toBeTruthy();
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
});
