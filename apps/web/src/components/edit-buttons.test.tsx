import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { exchangeRateContract } from '@carbon/domain';
import { setToken } from '../lib/session';
import { mockFetch, ok, renderAt } from '../test-utils';
import { loginUser } from './antd-test-kit';
import { useEditButtons } from './edit-buttons';

afterEach(() => vi.unstubAllGlobals());

const api = exchangeRateContract.endpoints;
type Row = { id: string };
const SELECTION = { keys: ['7'], rows: [{ id: '7' }] };

function Toolbar({ onAdd, onConfirm }: { onAdd: () => void; onConfirm: (rows: Row[]) => Promise<unknown> }) {
  const buttons = useEditButtons<Row>({
    prefix: 'rate',
    add: { endpoint: api.add, text: 'Add', onClick: onAdd },
    remove: { endpoint: api.delete, onConfirm: (selection) => onConfirm(selection.rows) },
  });
  return <div data-testid="toolbar">{buttons(SELECTION)}</div>;
}

function signedIn(permissions: string[]) {
  setToken('t');
  mockFetch((path) => ok(path === '/getLoginUser' ? loginUser(permissions) : null));
}

describe('useEditButtons', () => {
  it('adds, and deletes the selection once confirmed, for a caller granted both', async () => {
    signedIn(['exchangeRate:add', 'exchangeRate:delete']);
    const onAdd = vi.fn();
    const onConfirm = vi.fn(() => Promise.resolve());
    renderAt(<Toolbar onAdd={onAdd} onConfirm={onConfirm} />);
    fireEvent.click(await screen.findByTestId('rate-add'));
    expect(onAdd).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('rate-delete'));
    fireEvent.click(await screen.findByTestId('rate-delete-ok'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith([{ id: '7' }]));
  });

  it('shows only what the caller is granted', async () => {
    signedIn(['exchangeRate:delete']);
    renderAt(<Toolbar onAdd={() => undefined} onConfirm={() => Promise.resolve()} />);
    expect(await screen.findByTestId('rate-delete')).toBeTruthy();
    expect(screen.queryByTestId('rate-add')).toBeNull();
  });
});
