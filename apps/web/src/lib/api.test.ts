import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, setAuthHandlers } from './api';
import { mockFetch, ok, fail } from '../test-utils';

const ended = vi.fn();
const mustChange = vi.fn();

beforeEach(() => {
  ended.mockReset();
  mustChange.mockReset();
  setAuthHandlers({ onSessionEnded: ended, onMustChangePassword: mustChange });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api client', () => {
  it('unwraps data and sends base path, token and language', async () => {
    localStorage.setItem('token', 't1');
    sessionStorage.setItem('lang', 'zh-TW');
    const fetch = mockFetch(() => ok({ a: 1 }));
    await expect(api.get('/thing', { page: 2, skip: undefined })).resolves.toEqual({ a: 1 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/main/thing?page=2');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer t1');
    expect(headers.get('Accept-Language')).toBe('zh-TW');
  });

  it('throws ApiError with code and message on success:false', async () => {
    mockFetch(() => fail(1012001, 'bad parameter'));
    const error = await api.post('/x', { a: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', code: 1012001, message: 'bad parameter' });
    expect(ended).not.toHaveBeenCalled();
  });

  it.each([1011004, 1011006, 1011007, 1011008, 1011009])('code %i clears the token and ends the session', async (code) => {
    localStorage.setItem('token', 't1');
    mockFetch(() => fail(code, 'expired'));
    await expect(api.get('/checkToken')).rejects.toMatchObject({ code });
    expect(localStorage.getItem('token')).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone when the caller handles auth errors itself (login)', async () => {
    localStorage.setItem('token', 't1');
    mockFetch(() => fail(1011007, 'frozen'));
    await expect(api.post('/login', {}, { skipAuthHandling: true })).rejects.toMatchObject({ code: 1011007 });
    expect(ended).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('t1');
  });

  it('10110012 asks for a password change', async () => {
    mockFetch(() => fail(10110012, 'change it'));
    await expect(api.get('/anything')).rejects.toMatchObject({ code: 10110012 });
    expect(mustChange).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure and a non-envelope answer by kind', async () => {
    mockFetch(() => new TypeError('Failed to fetch'));
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'network' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'http', code: 502 });
  });

  it('treats an empty 200 (GET /logout) as null', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 200 })),
    );
    await expect(api.get('/logout')).resolves.toBeNull();
  });

  it('gives up after the 300000 ms timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      ),
    );
    const pending = api.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(299_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });
});
