import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { renderAt } from '../test-utils';
import { ActionDialog, FailureAlert, useFormAction } from './dialog-submitter';

function Probe({ action, onCancel }: { action: (v: { name: string }) => Promise<void>; onCancel: () => void }) {
  const [form] = Form.useForm<{ name: string }>();
  const { submit, failure } = useFormAction(form, action);
  return (
    <ActionDialog prefix="probe" title="Probe" onCancel={onCancel} onOk={() => void submit()}>
      {failure && <span data-testid="probe-error">{failure}</span>}
      <Form form={form}>
        <Form.Item name="name" rules={[{ required: true, message: 'Name?' }]}>
          <Input data-testid="probe-name" />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}

describe('ActionDialog + useFormAction', () => {
  it('checks the form first, shows a refusal inside the dialog and clears it on the next try', async () => {
    const action = vi.fn().mockRejectedValueOnce(new Error('Refused by the server')).mockResolvedValueOnce(undefined);
    const onCancel = vi.fn();
    renderAt(<Probe action={action} onCancel={onCancel} />);
    expect(screen.getByTestId('probe-dialog')).toBeTruthy();
    fireEvent.click(screen.getByTestId('probe-submit'));
    expect(await screen.findByText('Name?')).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('probe-name'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('probe-submit'));
    expect((await screen.findByTestId('probe-error')).textContent).toBe('Refused by the server');
    expect(action).toHaveBeenCalledWith({ name: 'x' });
    fireEvent.click(screen.getByTestId('probe-submit'));
    await waitFor(() => expect(screen.queryByTestId('probe-error')).toBeNull());
    expect(action).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByTestId('probe-cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('FailureAlert', () => {
  it('shows nothing before a refusal', () => {
    renderAt(<FailureAlert failure={undefined} testId="x-error" />);
    expect(screen.queryByTestId('x-error')).toBeNull();
  });

  it('shows the refusal, alone or in its sentence', () => {
    const { unmount } = renderAt(<FailureAlert failure="No right" testId="x-error" />);
    expect(screen.getByTestId('x-error').textContent).toBe('No right');
    unmount();
    renderAt(<FailureAlert failure="No right" testId="x-error" text={(reason) => `Assigning failed: ${reason}`} />);
    expect(screen.getByTestId('x-error').textContent).toBe('Assigning failed: No right');
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
