import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { UploadDialog } from './upload-dialog';
import { FakeXhr } from '../../../components/fake-xhr';

const TREE = [{ id: '3', parentId: '0', title: 'Longhua', value: '3', weight: 1, children: [] }];
const INITIAL = {
  year: 2025,
  orgId: '3',
  inventoryObject: 'Longhua 2025 inventory',
  author: 'Zhang San',
  verifier: 'SGS',
  assuranceLevel: 'limited' as const,
};

describe('UploadDialog', () => {
  it('refuses a file of another type before sending; sends the fields before the file and shows the upload’s progress', async () => {
    FakeXhr.all = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    mockFetch((path) => (path === '/sysOrg/tree' ? ok(TREE) : ok(null)));
    const onClose = vi.fn();
    renderAt(<UploadDialog open onClose={onClose} initial={INITIAL} />);
    const input = (await screen.findByTestId('certificate-upload-file')) as HTMLInputElement;

    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.docx')] } });
    expect((await screen.findByTestId('certificate-upload-problem')).textContent).toContain('File format not supported');
    fireEvent.click(screen.getByTestId('certificate-upload-submit'));
    await waitFor(() => expect(screen.getByTestId('certificate-upload-problem').textContent).toContain('Please choose'));
    expect(FakeXhr.all).toHaveLength(0);

    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' })] } });
    expect((await screen.findByTestId('certificate-upload-chosen')).textContent).toContain('statement.pdf');
    fireEvent.click(screen.getByTestId('certificate-upload-submit'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const xhr = FakeXhr.all[0]!;
    expect(xhr.url).toBe('/api/main/certificate/add');
    const names = [...xhr.body!.keys()];
    expect(names.at(-1)).toBe('file');
    expect(Object.fromEntries([...xhr.body!.entries()].filter(([k]) => k !== 'file'))).toMatchObject({
      year: '2025',
      orgId: '3',
      inventoryObject: 'Longhua 2025 inventory',
      author: 'Zhang San',
      verifier: 'SGS',
      assuranceLevel: 'limited',
    });

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }));
    const progress = await screen.findByTestId('certificate-upload-progress');
    expect(progress.textContent).toContain('Uploading statement.pdf');
    expect(progress.textContent).toContain('50%');
    act(() => xhr.finish({ id: '1' }));
    expect(await screen.findByText('Uploaded successfully')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('an invalid submit shows the fields’ messages and throws nothing (issue 25)', async () => {
    const unhandled: unknown[] = [];
    const seen = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', seen);
    try {
      FakeXhr.all = [];
      vi.stubGlobal('XMLHttpRequest', FakeXhr);
      mockFetch((path) => (path === '/sysOrg/tree' ? ok(TREE) : ok(null)));
      renderAt(<UploadDialog open onClose={() => undefined} />);
      fireEvent.click(await screen.findByTestId('certificate-upload-submit'));
      await waitFor(() => expect(document.querySelectorAll('.ant-form-item-explain-error').length).toBeGreaterThan(0));
      await new Promise((r) => setTimeout(r, 50));
      expect(unhandled).toEqual([]);
      expect(FakeXhr.all).toHaveLength(0);
    } finally {
      process.off('unhandledRejection', seen);
    }
  });
});
