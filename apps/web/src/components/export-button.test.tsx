import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { exchangeRateContract } from '@carbon/domain';
import { renderAt } from '../test-utils';
import { ExportButton } from './export-button';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** fetch answering an xlsx body; returns the spy. */
function serveFile() {
  const spy = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(new Blob(['xlsx']), {
        status: 200,
        headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      }),
  );
  vi.stubGlobal('fetch', spy);
  // jsdom has no object URLs and no navigation; saving the file is the browser's business.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => 'blob:x';
      static override revokeObjectURL = () => undefined;
    },
  );
  return spy;
}

describe('ExportButton', () => {
  it("downloads from the contract's endpoint with the current filter", async () => {
    const fetch = serveFile();
    renderAt(
      <ExportButton
        testId="x-export"
        endpoint={exchangeRateContract.endpoints.export}
        fallbackName="rates.xlsx"
        getQuery={() => ({ currency: 'CNY' })}
      />,
    );
    fireEvent.click(screen.getByTestId('x-export'));
    expect(await screen.findByText('Exported successfully')).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/main/exchangeRate/export?currency=CNY');
  });
});
