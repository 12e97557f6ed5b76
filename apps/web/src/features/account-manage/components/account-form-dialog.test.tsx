import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import type { SysUserResult } from '@carbon/domain';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { AccountFormDialog } from './account-form-dialog';

afterEach(() => vi.unstubAllGlobals());

function Harness() {
  const dialog = useGuardedDialog<SysUserResult>();
  return (
    <>
      <Button data-testid="open" onClick={() => dialog.show()}>
        open
      </Button>
      <AccountFormDialog dialog={dialog} defaultOrgId="11" />
    </>
  );
}

const tree = [{ id: '11', parentId: '0', title: 'Group', value: '11', weight: 1, children: [] }];
const positions = [{ id: '21', name: 'Engineer', code: 'eng', sort: 1, remark: null, status: 0 }];

function setup(locale: 'en-US' | 'zh-CN' = 'en-US') {
  const fetch = mockFetch((path) => {
    if (path === '/sysOrg/tree') return ok(tree);
    if (path === '/sysPos/list') return ok(positions);
    return ok(null);
  });
  renderAt(<Harness />, '/', locale);
  fireEvent.click(screen.getByTestId('open'));
  return fetch;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('account-submit'));
const addCalls = (spy: ReturnType<typeof mockFetch>) => spy.mock.calls.filter(([url]) => String(url).includes('/sysUser/add'));

describe('AccountFormDialog', () => {
  it('asks for every required field and sends nothing', async () => {
    const fetch = setup();
    await screen.findByTestId('account-form');
    fireEvent.change(screen.getByTestId('account-jobNum'), { target: { value: '' } });
    submit();
    for (const text of [
      'Please input the job number',
      'Please input the name',
      'Please input the account',
      'Please select a position',
      'Please input the password',
      'Please repeat the password',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(addCalls(fetch)).toHaveLength(0);
  });

  it('refuses a repeat that differs from the password', async () => {
    const fetch = setup();
    await screen.findByTestId('account-form');
    type('account-password', 'Abcdefg#1');
    type('account-confirm', 'Abcdefg#2');
    submit();
    expect(await screen.findByText('The two passwords you entered differ')).toBeTruthy();
    expect(screen.queryByText('Password differs from the original')).toBeNull();
    expect(addCalls(fetch)).toHaveLength(0);
  });

  it('says the mismatch in Chinese too', async () => {
    setup('zh-CN');
    await screen.findByTestId('account-form');
    type('account-password', 'Abcdefg#1');
    type('account-confirm', 'Abcdefg#2');
    submit();
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(screen.queryByText('密码与原密码不一致')).toBeNull();
  });

  // Policy of spec §5/§9 (domain checkPassword): 8–14 characters, upper, lower, special.
  it.each([
    ['Ab#1234', 'The password must be 8–14 characters long'],
    ['abcdef#12', 'The password must contain an upper-case letter'],
    ['ABCDEF#12', 'The password must contain a lower-case letter'],
    ['Abcdef123', 'The password must contain a special character'],
  ])('rejects the password %s: %s', async (pwd, text) => {
    const fetch = setup();
    await screen.findByTestId('account-form');
    type('account-password', pwd);
    type('account-confirm', pwd);
    submit();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(addCalls(fetch)).toHaveLength(0);
  });

  it('checks the e-mail and phone formats', async () => {
    setup();
    await screen.findByTestId('account-form');
    type('account-email', 'not-an-email');
    type('account-phone', '12345');
    submit();
    expect(await screen.findByText('The email format is wrong')).toBeTruthy();
    expect(await screen.findByText('The phone number format is wrong')).toBeTruthy();
  });

  it('does not offer password fields when editing', async () => {
    mockFetch((path) => (path === '/sysOrg/tree' ? ok(tree) : ok(null)));
    function EditHarness() {
      const dialog = useGuardedDialog<SysUserResult>();
      return (
        <>
          <Button data-testid="open" onClick={() => dialog.show({ id: '5', name: 'x' } as SysUserResult)}>
            open
          </Button>
          <AccountFormDialog dialog={dialog} />
        </>
      );
    }
    renderAt(<EditHarness />);
    fireEvent.click(screen.getByTestId('open'));
    await waitFor(() => expect(screen.queryByTestId('account-submit')).toBeTruthy());
    expect(screen.queryByTestId('account-password')).toBeNull();
  });
});

describe('AccountFormDialog says before submission what it needs and what it does (issue 29)', () => {
  const itemOf = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item')!;

  it('marks the positions as required before anything is submitted', async () => {
    setup();
    await screen.findByTestId('account-posIdList');
    expect(itemOf('account-posIdList').querySelector('.ant-form-item-required')).not.toBeNull();
  });

  it('says the chosen user type grants no role, naming the role to grant', async () => {
    setup('zh-CN');
    await screen.findByTestId('account-userType');
    fireEvent.mouseDown(itemOf('account-userType').querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('主管'));
    await waitFor(() => expect(screen.getByTestId('account-userType-hint').textContent).toContain('不授予任何权限'));
    expect(screen.getByTestId('account-userType-hint').textContent).toContain('「主管」角色');
  });

  it('says the password must be changed at the first sign-in', async () => {
    setup();
    expect((await screen.findByTestId('account-password-first-login')).textContent).toBe(
      'The account must change this password at its first sign-in',
    );
  });
});
