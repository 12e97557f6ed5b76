import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CertificateRow } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { CertificatePage } from './certificate-page';

const ROW: CertificateRow = {
  id: '5',
  year: 2025,
  orgId: '3',
  orgName: 'Longhua',
  inventoryObject: 'Longhua 2025 inventory',
  author: 'Zhang San',
  verifier: 'SGS',
  assuranceLevel: 'reasonable',
  criteria: null,
  materiality: '5%',
  opinion: null,
  remark: null,
  fileName: 'statement.pdf',
  fileSize: 2048,
  mime: 'application/pdf',
  createdBy: '1',
  createdByName: 'Admin',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 1,
  activeShares: 1,
};
const SHARE = {
  id: '9',
  certificateId: '5',
  tokenHint: 'AbC123',
  state: 'active',
  expiresAt: '2026-12-01T00:00:00Z',
  revokedAt: null,
  revokedByName: null,
  createdByName: 'Admin',
  createdAt: '2026-01-01T00:00:00Z',
  accessCount: 1,
  lastAccessAt: '2026-01-02T00:00:00Z',
};
const ACCESS = {
  id: '1',
  shareId: '9',
  tokenHint: 'AbC123',
  at: '2026-01-02T00:00:00Z',
  ip: '10.0.0.8',
  userAgent: 'Firefox',
  kind: 'view',
  outcome: 'ok',
};

function serve(permissions: string[]) {
  let share = SHARE;
  return mockFetch((path) => {
    if (path === '/getLoginUser') return ok({ id: '1', account: 'u', name: 'U', adminType: 2, permissions, menus: [] });
    if (path === '/certificate/page') return ok({ pageNo: 1, pageSize: 20, totalPage: 1, totalRows: 1, rows: [ROW] });
    if (path === '/certificate/shares') return ok([share]);
    if (path === '/certificate/accesses') return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: 1, rows: [ACCESS] });
    if (path === '/certificate/revoke') {
      share = { ...SHARE, state: 'revoked' };
      return ok(share);
    }
    return ok(null);
  });
}

describe('CertificatePage', () => {
  it('lists the statements; a reader sees preview and download only', async () => {
    setToken('t');
    serve([]);
    renderAt(<CertificatePage />);
    expect(await screen.findByText('Longhua 2025 inventory')).toBeTruthy();
    expect(screen.getByText('Reasonable assurance')).toBeTruthy();
    expect(screen.getByText('2.0 KB')).toBeTruthy();
    expect(screen.getByTestId('certificate-row-download')).toBeTruthy();
    for (const id of [
      'certificate-upload',
      'certificate-row-share',
      'certificate-row-links',
      'certificate-row-edit',
      'certificate-row-delete',
    ])
      expect(screen.queryByTestId(id)).toBeNull();
  });

  it('shows a manager the links with their accesses, and revokes one', async () => {
    setToken('t');
    const fetch = serve(['certificate:add', 'certificate:edit', 'certificate:delete', 'certificate:share']);
    renderAt(<CertificatePage />);
    expect(await screen.findByTestId('certificate-upload')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('certificate-row-links'));
    const links = await screen.findByTestId('certificate-links');
    expect(await within(links).findByText('Active')).toBeTruthy();
    const accesses = screen.getByTestId('certificate-accesses');
    expect(await within(accesses).findByText('10.0.0.8')).toBeTruthy();
    expect(within(accesses).getByText('Shown')).toBeTruthy();
    fireEvent.click(within(links).getByTestId('certificate-link-revoke'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await within(links).findByText('Revoked')).toBeTruthy();
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('/certificate/revoke'))).toBe(true));
  });
});
