import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition, safeFileName } from './download';

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
