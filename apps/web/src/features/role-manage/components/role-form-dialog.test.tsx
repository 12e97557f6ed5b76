import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import type { RoleRow } from '@carbon/domain';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { fail, mockFetch, ok, renderAt } from '../../../test-utils';
import { RoleFormDialog } from './role-form-dialog';

afterEach(() => vi.unstubAllGlobals());

const ROW: RoleRow = {
  id: '3',
  name: 'Auditor',
  code: 'auditor',
  sort: 7,
  dataScopeType: 1,
  remark: null,
  status: 0,
  version: 5,
  createTime: '2024-05-01',
  updateTime: '2024-05-01',
};

function Harness({ row }: { row?: RoleRow }) {
  const dialog = useGuardedDialog<RoleRow>();
  return (
    <>
      <Button data-testid="open" onClick={() => dialog.show(row)}>
        open
      </Button>
      <RoleFormDialog dialog={dialog} />
    </>
  );
}

async function open(handler: Parameters<typeof mockFetch>[0], row?: RoleRow) {
  const fetch = mockFetch(handler);
  renderAt(<Harness row={row} />);
  fireEvent.click(screen.getByTestId('open'));
  await screen.findByTestId('role-form');
  return fetch;
}
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('role-submit'));
const bodiesOf = (spy: ReturnType<typeof mockFetch>, path: string) =>
  spy.mock.calls.filter(([url]) => String(url).endsWith(path)).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('RoleFormDialog', () => {
  it('asks for the name and code by their labels and sends nothing', async () => {
    const fetch = await open(() => ok(null));
    submit();
    expect(await screen.findByText('Please enter Name')).toBeTruthy();
    expect(await screen.findByText('Please enter Code')).toBeTruthy();
    expect(bodiesOf(fetch, '/sysRole/add')).toHaveLength(0);
  });

  it('says which characters a code may use', async () => {
    await open(() => ok(null));
    type('role-code', 'a b');
    submit();
    expect(await screen.findByText('The code may use only letters, digits and _ - : .')).toBeTruthy();
  });

  it('adds a role with the default sort and closes', async () => {
    const fetch = await open(() => ok(ROW));
    type('role-name', ' Auditor ');
    type('role-code', 'auditor');
    submit();
    expect(await screen.findByText('Added successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('role-dialog')).toBeNull());
    expect(bodiesOf(fetch, '/sysRole/add')[0]).toEqual({ name: 'Auditor', code: 'auditor', sort: 100, remark: null });
  });

  it("edits with the row's id and lock version", async () => {
    const fetch = await open(() => ok(ROW), ROW);
    expect((screen.getByTestId('role-name') as HTMLInputElement).value).toBe('Auditor');
    type('role-name', 'Auditors');
    submit();
    expect(await screen.findByText('Edited successfully')).toBeTruthy();
    expect(bodiesOf(fetch, '/sysRole/edit')[0]).toEqual({ id: '3', version: 5, name: 'Auditors', code: 'auditor', sort: 7, remark: null });
  });

  it("places the server's refusal under the field it names and stays open", async () => {
    await open(() => fail(2019002, 'The code is taken', 'code'), ROW);
    submit();
    expect(await screen.findByText('The code is taken')).toBeTruthy();
    // said once, under the field: no toast as well
    expect(screen.queryByText('Edit failed: The code is taken')).toBeNull();
    expect(screen.getByTestId('role-dialog')).toBeTruthy();
  });
});
