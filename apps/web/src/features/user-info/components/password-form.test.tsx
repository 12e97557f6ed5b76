import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fail, mockFetch, ok, renderRoutes } from '../../../test-utils';
import { PasswordForm } from './password-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm(forced = false, locale: 'en-US' | 'zh-CN' = 'en-US') {
  return renderRoutes(
    [
      { path: '/userInfo', element: <PasswordForm userId="42" forced={forced} /> },
      { path: '/', element: <div>HOME</div> },
    ],
    '/userInfo',
    locale,
  );
}

function fill(oldPwd: string, newPwd: string, repeat: string) {
  fireEvent.change(screen.getByTestId('pwd-old'), { target: { value: oldPwd } });
  fireEvent.change(screen.getByTestId('pwd-new'), { target: { value: newPwd } });
  fireEvent.change(screen.getByTestId('pwd-repeat'), { target: { value: repeat } });
  fireEvent.click(screen.getByTestId('pwd-submit'));
}

const updateCalls = (spy: ReturnType<typeof mockFetch>) => spy.mock.calls.filter(([url]) => String(url).endsWith('/sysUser/updatePwd'));

describe('PasswordForm', () => {
  it('refuses a repeat that differs from the new password', async () => {
    const fetch = mockFetch(() => ok(null));
    renderForm();
    fill('Old#pass1', 'New#Pass1', 'New#Pass2');
    expect(await screen.findByText('Password differs from the original')).toBeTruthy();
    expect(updateCalls(fetch)).toHaveLength(0);
  });

  it('says the mismatch in Chinese too', async () => {
    mockFetch(() => ok(null));
    renderForm(false, 'zh-CN');
    fill('Old#pass1', 'New#Pass1', 'New#Pass2');
    expect(await screen.findByText('密码与原密码不一致')).toBeTruthy();
  });

  // Policy of spec §5/§9: 8–14 characters, upper case, lower case, special character.
  it.each([
    ['Ab#1234', 'The password must be 8–14 characters long'], // 7 characters
    ['Abcdefgh#123456', 'The password must be 8–14 characters long'], // 15 characters
    ['abcdef#12', 'The password must contain an upper-case letter'],
    ['ABCDEF#12', 'The password must contain a lower-case letter'],
    ['Abcdef123', 'The password must contain a special character'],
  ])('rejects %s: %s', async (pwd, text) => {
    const fetch = mockFetch(() => ok(null));
    renderForm();
    fill('Old#pass1', pwd, pwd);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(updateCalls(fetch)).toHaveLength(0);
  });

  it('asks for all three fields', async () => {
    mockFetch(() => ok(null));
    renderForm();
    fill('', '', '');
    expect(await screen.findByText('Please input the current password')).toBeTruthy();
    expect(await screen.findByText('Please input the new password')).toBeTruthy();
    expect(await screen.findByText('Please repeat the new password')).toBeTruthy();
  });

  it('sends id, old and new password; a forced change continues to home', async () => {
    const fetch = mockFetch(() => ok(null));
    renderForm(true);
    fill('Old#pass1', 'Abcdefg#1', 'Abcdefg#1');
    expect(await screen.findByText('HOME')).toBeTruthy();
    const [call] = updateCalls(fetch);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ id: '42', password: 'Old#pass1', newPassword: 'Abcdefg#1' });
  });

  it("shows the server's message when the change is refused", async () => {
    mockFetch(() => fail(2020003, 'The current password is wrong'));
    renderForm();
    fill('Wrong#pass1', 'Abcdefg#1', 'Abcdefg#1');
    expect((await screen.findByTestId('pwd-error')).textContent).toContain('The current password is wrong');
    await waitFor(() => expect(screen.queryByText('HOME')).toBeNull());
  });
});
