import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../lib/api';
import { renderAt } from '../test-utils';
import { ConfirmDelete, ConfirmRowDelete } from './confirm-delete';

describe('ConfirmDelete', () => {
  it('asks for a selection first and deletes nothing', async () => {
    const onConfirm = vi.fn(async () => null);
    renderAt(<ConfirmDelete testId="x-delete" selectedKeys={[]} onConfirm={onConfirm} />);
    fireEvent.click(screen.getByTestId('x-delete'));
    expect(await screen.findByText('Please select the data to delete')).toBeTruthy();
    expect(screen.queryByTestId('x-delete-confirm')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('says it in Chinese too', async () => {
    renderAt(<ConfirmDelete testId="x-delete" selectedKeys={[]} onConfirm={async () => null} />, '/', 'zh-CN');
    fireEvent.click(screen.getByTestId('x-delete'));
    expect(await screen.findByText('请选择要删除的数据')).toBeTruthy();
  });

  it('confirms, then deletes the selected ids and reports success', async () => {
    const onConfirm = vi.fn(async () => null);
    const onDone = vi.fn();
    renderAt(<ConfirmDelete testId="x-delete" selectedKeys={['7', '9']} onConfirm={onConfirm} onDone={onDone} />);
    fireEvent.click(screen.getByTestId('x-delete'));
    expect((await screen.findByTestId('x-delete-confirm')).textContent).toContain('2');
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('x-delete-ok'));
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
    expect(onConfirm).toHaveBeenCalledWith(['7', '9']);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('cancelling deletes nothing', async () => {
    const onConfirm = vi.fn(async () => null);
    renderAt(<ConfirmDelete testId="x-delete" selectedKeys={['7']} onConfirm={onConfirm} />);
    fireEvent.click(screen.getByTestId('x-delete'));
    fireEvent.click(await screen.findByTestId('x-delete-cancel'));
    await waitFor(() => expect(onConfirm).not.toHaveBeenCalled());
  });

  it("shows the failure message with the server's reason", async () => {
    const onConfirm = vi.fn(async () => {
      throw new ApiError('server', 2017004, 'The organisation still has staff');
    });
    renderAt(<ConfirmDelete testId="x-delete" selectedKeys={['7']} onConfirm={onConfirm} />);
    fireEvent.click(screen.getByTestId('x-delete'));
    fireEvent.click(await screen.findByTestId('x-delete-ok'));
    expect(await screen.findByText('Delete failed: The organisation still has staff')).toBeTruthy();
  });
});

describe('ConfirmRowDelete', () => {
  const row = (onConfirm: () => Promise<unknown>) => (
    <ConfirmRowDelete title="Delete plan A?" label="Delete" testId="plan-delete-7" okTestId="plan-delete-ok" onConfirm={onConfirm} />
  );

  it('asks first, and deletes only after OK', async () => {
    const onConfirm = vi.fn(async () => null);
    renderAt(row(onConfirm));
    fireEvent.click(screen.getByTestId('plan-delete-7'));
    expect(await screen.findByText('Delete plan A?')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('plan-delete-ok'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  it('cancelling deletes nothing', async () => {
    const onConfirm = vi.fn(async () => null);
    renderAt(row(onConfirm));
    fireEvent.click(screen.getByTestId('plan-delete-7'));
    await screen.findByText('Delete plan A?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
