import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchObjectUrl, fileNameFromDisposition, safeFileName } from './download';

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="users.xlsx"', 'users.xlsx'],
    ['attachment; filename=users.xlsx', 'users.xlsx'],
    ['attachment; filename="fallback.xlsx"; filename*=UTF-8\'\'%E7%94%A8%E6%88%B7.xlsx', '用户.xlsx'],
    ['attachment; filename="%E7%94%A8%E6%88%B7.xlsx"', '用户.xlsx'],
    ['attachment', null],
    [null, null],
  ])('%s → %s', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });
});

describe('safeFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\windows\\evil.xlsx', 'evil.xlsx'],
    ['a<b>c:d|e?.xlsx', 'a_b_c_d_e_.xlsx'],
    ['.hidden.xlsx', 'hidden.xlsx'],
    ['bell\u0007.xlsx', 'bell.xlsx'],
    ['', 'fallback.xlsx'],
    ['...', 'fallback.xlsx'],
  ])('%s → %s', (name, expected) => {
    expect(safeFileName(name, 'fallback.xlsx')).toBe(expected);
  });

  it('shortens a long name and keeps its extension', () => {
    const name = safeFileName(`${'a'.repeat(500)}.xlsx`, 'f');
    expect(name.length).toBe(180);
    expect(name.endsWith('.xlsx')).toBe(true);
  });
});

describe('fetchObjectUrl', () => {
  const createObjectURL = URL.createObjectURL;
  afterEach(() => {
    vi.unstubAllGlobals();
    URL.createObjectURL = createObjectURL;
  });
  const stub = (response: Response) => {
    const spy = vi.fn(async () => response);
    vi.stubGlobal('fetch', spy);
    URL.createObjectURL = () => 'blob:preview-1';
    return spy;
  };

  it('answers a file as an object URL, asking for the endpoint with the query', async () => {
    const spy = stub(new Response(new Blob(['%PDF']), { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    expect(await fetchObjectUrl('/certificate/preview', { id: '9' })).toBe('blob:preview-1');
    expect(String((spy.mock.calls[0] as unknown[])[0])).toContain('/certificate/preview?id=9');
  });

  it("throws the server's refusal (an envelope instead of the file) with its message", async () => {
    const refusal = { success: false, code: 1011003, message: 'File not found', data: null };
    stub(new Response(JSON.stringify(refusal), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await expect(fetchObjectUrl('/certificate/preview', { id: '9' }, true)).rejects.toMatchObject({ message: 'File not found' });
  });
});
