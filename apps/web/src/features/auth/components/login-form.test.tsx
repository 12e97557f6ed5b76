import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LOGIN_USER_KEY } from '../../../lib/login-user';
import { fail, mockFetch, ok, renderRoutes } from '../../../test-utils';
import { LoginForm } from './login-form';

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/login', element: <LoginForm /> },
  { path: '/', element: <div>HOME</div> },
  { path: '/carbonButler/inventoryTask', element: <div>TASKS</div> },
];

function fill(account: string, password: string) {
  fireEvent.change(screen.getByTestId('login-account'), { target: { value: account } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

const user = { id: '1', account: 'alice', name: 'Alice', adminType: 2, mustChangePassword: false, menus: [], roles: [] };

describe('LoginForm', () => {
  it('asks for account and password when both are empty', async () => {
    mockFetch(() => ok(false));
    renderRoutes(routes, '/login');
    fill('', '');
    expect(await screen.findByText('Please input account')).toBeTruthy();
    expect(await screen.findByText('Please input password')).toBeTruthy();
  });

  it('asks only for the password when the account is given', async () => {
    const fetch = mockFetch(() => ok(false));
    renderRoutes(routes, '/login');
    fill('alice', '');
    expect(await screen.findByText('Please input password')).toBeTruthy();
    expect(screen.queryByText('Please input account')).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/login'))).toBe(false);
  });

  it('says "network error, login failed" when the server cannot be reached', async () => {
    mockFetch(() => new TypeError('Failed to fetch'));
    renderRoutes(routes, '/login');
    fill('alice', 'Secret#123');
    expect((await screen.findByTestId('login-error')).textContent).toContain('Network error, login failed');
  });

  it('shows the same text in Chinese', async () => {
    mockFetch(() => new TypeError('Failed to fetch'));
    renderRoutes(routes, '/login', 'zh-CN');
    fill('alice', 'Secret#123');
    expect((await screen.findByTestId('login-error')).textContent).toContain('网络错误，登录失败');
  });

  it("shows the server's message for a refused login", async () => {
    mockFetch((path) => (path === '/login' ? fail(1011002, 'Wrong account or password') : ok(false)));
    renderRoutes(routes, '/login');
    fill('alice', 'bad');
    expect((await screen.findByTestId('login-error')).textContent).toContain('Wrong account or password');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stores the token, loads the user and opens the last visited path', async () => {
    sessionStorage.setItem('lastPath', '/carbonButler/inventoryTask');
    const fetch = mockFetch((path) => {
      if (path === '/login') return ok('jwt-1');
      if (path === '/getLoginUser') return ok(user);
      return ok(false);
    });
    const { queryClient } = renderRoutes(routes, '/login');
    fill(' alice ', 'Secret#123');
    expect(await screen.findByText('TASKS')).toBeTruthy();
    // in the cache the shell reads (lib/login-user), so it opens without asking again
    expect(queryClient.getQueryData(LOGIN_USER_KEY)).toEqual(user);
    expect(localStorage.getItem('token')).toBe('jwt-1');
    const loginCall = fetch.mock.calls.find(([url]) => String(url).endsWith('/login'));
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({ account: 'alice', password: 'Secret#123' });
    const userCall = fetch.mock.calls.find(([url]) => String(url).endsWith('/getLoginUser'));
    expect(new Headers(userCall?.[1]?.headers).get('Authorization')).toBe('Bearer jwt-1');
  });

  it('shows the captcha and sends its text when the server wants one', async () => {
    const fetch = mockFetch((path) => {
      if (path === '/getCaptchaOpen') return ok(true);
      if (path === '/captcha') return ok({ captchaId: 'c1', svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' });
      if (path === '/login') return fail(10110010, 'Wrong captcha');
      return ok(null);
    });
    renderRoutes(routes, '/login');
    await screen.findByTestId('login-captcha-image');
    fireEvent.change(screen.getByTestId('login-captcha'), { target: { value: 'ab12' } });
    fill('alice', 'Secret#123');
    await screen.findByTestId('login-error');
    const loginCall = fetch.mock.calls.find(([url]) => String(url).endsWith('/login'));
    expect(JSON.parse(String(loginCall?.[1]?.body))).toMatchObject({ code: 'ab12', captchaId: 'c1' });
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/captcha')).length).toBe(2));
  });
});
