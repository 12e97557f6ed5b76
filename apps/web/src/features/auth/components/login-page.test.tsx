import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { LANG_STORAGE_KEY } from '../../../lib/locale';
import { mockFetch, ok, renderRoutes } from '../../../test-utils';
import { LoginPage } from './login-page';

const routes = [{ path: '/login', element: <LoginPage /> }];

function openPicker() {
  fireEvent.click(screen.getByTestId('lang-select'));
  return screen.getByRole('menu');
}

describe('the login page', () => {
  it('shows the logo, the welcome title, the form and the language in the chosen language', async () => {
    mockFetch(() => ok(false));
    renderRoutes(routes, '/login', 'zh-TW');
    expect((await screen.findByTestId('login-title')).textContent).toBe('歡迎使用碳管家');
    expect(screen.getByTestId('logo').getAttribute('alt')).toBe('碳管家');
    expect(screen.getByTestId('login-account')).toBeTruthy();
    expect(screen.getByTestId('login-password')).toBeTruthy();
    expect(screen.getByTestId('lang-select').textContent).toBe('繁體中文');
    expect(screen.getByTestId('lang-select').getAttribute('aria-label')).toBe('語言');
  });

  it('offers the three languages by their own names, the current one marked, and closes on Escape', async () => {
    mockFetch(() => ok(false));
    renderRoutes(routes, '/login', 'en-US');
    await screen.findByTestId('login-title');
    expect(screen.queryByRole('menu')).toBeNull();
    const menu = openPicker();
    expect([...menu.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['简体中文', 'English', '繁體中文']);
    expect(screen.getByTestId('lang-option-en-US').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('lang-option-zh-CN').getAttribute('aria-checked')).toBe('false');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('stores another language for the session and reloads to it; the current one changes nothing', async () => {
    // jsdom cannot reload a page and says so on the console
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => ok(false));
    renderRoutes(routes, '/login', 'en-US');
    await screen.findByTestId('login-title');
    openPicker();
    fireEvent.click(screen.getByTestId('lang-option-en-US'));
    expect(sessionStorage.getItem(LANG_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('menu')).toBeNull();
    openPicker();
    fireEvent.click(screen.getByTestId('lang-option-zh-CN'));
    expect(sessionStorage.getItem(LANG_STORAGE_KEY)).toBe('zh-CN');
  });

  it('closes the menu when the user clicks elsewhere', async () => {
    mockFetch(() => ok(false));
    renderRoutes(routes, '/login', 'en-US');
    await screen.findByTestId('login-title');
    openPicker();
    fireEvent.mouseDown(screen.getByTestId('login-title'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
