import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CertificateRow } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { ShareDialog } from './share-dialog';

const ROW = {
  id: '5',
  year: 2025,
  orgId: '3',
  orgName: 'Longhua',
  inventoryObject: 'Longhua 2025 inventory',
  author: 'Zhang',
  fileName: 'statement.pdf',
  fileSize: 100,
  mime: 'application/pdf',
  version: 1,
} as CertificateRow;
const URL_ = 'http://carbon.example/share/certificate/tok_ABCdef0123456789abcdefghijklmnopqrstuvwxyz';

function serve() {
  return mockFetch((path, init) => {
    if (path === '/certificate/share') {
      expect(JSON.parse(String(init?.body))).toEqual({ id: '5', expiresInDays: 30 });
      return ok({ id: '9', url: URL_, token: 'tok', expiresAt: '2026-12-01T00:00:00Z' });
    }
    return ok(null);
  });
}

/** Opens the dialog, asks for a 30-day link and waits for it. */
async function createLink() {
  setToken('t');
  serve();
  renderAt(<ShareDialog row={ROW} onClose={() => undefined} />);
  const days = await screen.findByTestId('certificate-share-days');
  fireEvent.change(days, { target: { value: '30' } });
  fireEvent.click(screen.getByTestId('certificate-share-create'));
  const box = (await screen.findByTestId('certificate-share-url')) as HTMLInputElement;
  expect(box.value).toBe(URL_);
  expect(box.readOnly).toBe(true);
  return box;
}

describe('ShareDialog: the link and its copy button (spec §8 "browser cannot copy link")', () => {
  it('copies the link when the browser can', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await createLink();
    fireEvent.click(screen.getByTestId('certificate-share-copy'));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(screen.queryByTestId('certificate-share-cannot-copy')).toBeNull();
  });

  it('without a clipboard API: says so and leaves the whole link selected in the read-only box', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const box = await createLink();
    fireEvent.click(screen.getByTestId('certificate-share-copy'));
    const alert = await screen.findByTestId('certificate-share-cannot-copy');
    expect(alert.textContent).toContain('copy it by hand');
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, URL_.length]);
  });

  it('when the browser refuses to copy (permission denied): the same fallback', async () => {
    const writeText = vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const box = await createLink();
    fireEvent.click(screen.getByTestId('certificate-share-copy'));
    expect(await screen.findByTestId('certificate-share-cannot-copy')).toBeTruthy();
    expect(writeText).toHaveBeenCalled();
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, URL_.length]);
    expect(screen.queryByText('Link copied')).toBeNull();
  });
});
