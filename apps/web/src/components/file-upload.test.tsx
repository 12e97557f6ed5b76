import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { extensionOf, fileRefusal, fileRule, useRunningUploads } from './file-upload';

const RULE = fileRule(['pdf', 'png'], 2 * 1024 * 1024);

describe('fileRule / fileRefusal', () => {
  it('says the accept list, the limit in MB and the types', () => {
    expect(RULE).toMatchObject({ accept: '.pdf,.png', maxMb: 2, types: 'pdf, png' });
    expect(extensionOf('Scan.Final.PDF')).toBe('pdf');
    expect(extensionOf('README')).toBe('');
  });

  it('refuses by extension, then size, and an empty file only when asked', () => {
    expect(fileRefusal({ name: 'a.PNG', size: 10 }, RULE)).toBeNull();
    expect(fileRefusal({ name: 'a.exe', size: 10 }, RULE)).toEqual({ reason: 'badType', params: { types: 'pdf, png' } });
    expect(fileRefusal({ name: 'a.pdf', size: 2 * 1024 * 1024 + 1 }, RULE)).toEqual({ reason: 'tooLarge', params: { max: 2 } });
    expect(fileRefusal({ name: 'a.pdf', size: 2 * 1024 * 1024 }, RULE)).toBeNull();
    expect(fileRefusal({ name: 'a.pdf', size: 0 }, RULE)).toBeNull();
    expect(fileRefusal({ name: 'a.pdf', size: 0 }, RULE, { refuseEmpty: true })).toEqual({ reason: 'zeroBytes' });
  });
});

describe('useRunningUploads', () => {
  it('counts the uploads in flight; a finish counts once', () => {
    const { result } = renderHook(() => useRunningUploads());
    let first = () => undefined as void;
    act(() => {
      first = result.current.begin();
      result.current.begin();
    });
    expect(result.current.running).toBe(2);
    act(() => {
      first();
      first();
    });
    expect(result.current.running).toBe(1);
  });
});
