import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { SharedCertificate } from '@carbon/domain';
import { renderRoutes } from '../../../test-utils';
import { ShareCertificatePage } from './share-page';

const CERT: SharedCertificate = {
  year: 2025,
  orgName: '龙华园区',
  inventoryObject: 'Longhua 2025 inventory',
  author: 'Zhang San',
  verifier: 'SGS',
  assuranceLevel: 'reasonable',
  criteria: 'ISO 14064-1:2018',
  materiality: '5%',
  opinion: 'Fairly stated',
  remark: null,
  fileName: 'statement.pdf',
  fileSize: 2048,
  mime: 'application/pdf',
  createdAt: '2026-01-01T00:00:00Z',
  expiresAt: '2026-12-01T00:00:00Z',
};
const PDF = '%PDF-1.4\n%%EOF\n';

/** The public API: the shared fields and the file for one token; any other call is recorded as unexpected. */
function serve(shared: () => Response) {
  const paths: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    paths.push(`${url.pathname}?${url.searchParams.toString()}`);
    if (url.pathname === '/api/main/certificate/shared') return shared();
    if (url.pathname === '/api/main/certificate/sharedFile') return new Response(PDF, { headers: { 'Content-Type': 'application/pdf' } });
    return new Response(JSON.stringify({ success: false, code: 1013001, message: 'unexpected', data: null }));
  });
  vi.stubGlobal('fetch', fetch);
  // jsdom has no object URLs: these two exist for this file's tests only (removed after each)
  Object.assign(URL, { createObjectURL: () => 'blob:share-file', revokeObjectURL: () => undefined });
  return paths;
}

const own = {
  create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
  revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
};
afterEach(() => {
  for (const [name, d] of [
    ['createObjectURL', own.create],
    ['revokeObjectURL', own.revoke],
  ] as const) {
    if (d) Object.defineProperty(URL, name, d);
    else delete (URL as unknown as Record<string, unknown>)[name];
  }
});

const envelope = (body: object) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const open = (token: string) =>
  renderRoutes([{ path: '/share/certificate/:token', element: <ShareCertificatePage /> }], `/share/certificate/${token}`);

describe('the public page of a share link', () => {
  it('shows the statement’s fields and its file without a session, calling only the public routes', async () => {
    const paths = serve(() => envelope({ success: true, code: 200, message: 'ok', data: CERT }));
    open('tok_123');
    const fields = await screen.findByTestId('share-fields');
    for (const text of [
      '龙华园区',
      'Longhua 2025 inventory',
      'Zhang San',
      'SGS',
      'Reasonable assurance',
      'ISO 14064-1:2018',
      '5%',
      'Fairly stated',
    ])
      expect(fields.textContent).toContain(text);
    const frame = (await screen.findByTestId('share-file')).querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('blob:share-file');
    expect(screen.getByTestId('share-file-download').getAttribute('download')).toBe('statement.pdf');
    expect(paths.sort()).toEqual(['/api/main/certificate/shared?token=tok_123', '/api/main/certificate/sharedFile?token=tok_123']);
  });

  it('shows the server’s reason for an expired, revoked or unknown link, and no file', async () => {
    const message = 'This share link expired on 2026-05-01 08:00 UTC; ask the person who shared it for a new one';
    const paths = serve(() => envelope({ success: false, code: 2032006, message, data: null }));
    open('old');
    expect((await screen.findByTestId('share-error')).textContent).toBe(message);
    expect(screen.getByText('This certificate cannot be shown')).toBeTruthy();
    expect(screen.queryByTestId('share-file')).toBeNull();
    expect(paths).toEqual(['/api/main/certificate/shared?token=old']);
  });
});
