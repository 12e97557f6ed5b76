import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Input, Modal } from 'antd';
import { renderAt } from '../test-utils';
import { useGuardedDialog } from './use-unsaved-guard';

function Harness() {
  const d = useGuardedDialog();
  return (
    <>
      <Button data-testid="open" onClick={() => d.show()}>
        open
      </Button>
      <Modal open={d.open} onCancel={d.requestClose} footer={null} title="Edit">
        <Input data-testid="field" onChange={d.markDirty} />
        <Button data-testid="save" onClick={d.close}>
          save
        </Button>
        <Button data-testid="close" onClick={d.requestClose}>
          close
        </Button>
      </Modal>
    </>
  );
}

const isOpen = () =>
  screen.queryByTestId('field') !== null &&
  !screen.getByTestId('field').closest('.ant-modal-wrap')?.getAttribute('style')?.includes('display: none');

describe('useGuardedDialog', () => {
  it('closes at once when nothing changed', async () => {
    renderAt(<Harness />);
    fireEvent.click(screen.getByTestId('open'));
    fireEvent.click(await screen.findByTestId('close'));
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(screen.queryByText('Discard unsaved changes?')).toBeNull();
  });

  it('warns before losing changes; "keep editing" keeps the dialog open', async () => {
    renderAt(<Harness />);
    fireEvent.click(screen.getByTestId('open'));
    fireEvent.change(await screen.findByTestId('field'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('close'));
    expect((await screen.findAllByText('Discard unsaved changes?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByText('Keep editing'));
    // Still open, and still guarded: the changes were kept. (The confirmation is gone: its answer has been handled.)
    await waitFor(() => expect(screen.queryByText('Discard unsaved changes?')).toBeNull());
    expect(isOpen()).toBe(true);
  });

  it('"discard changes" closes the dialog', async () => {
    renderAt(<Harness />);
    fireEvent.click(screen.getByTestId('open'));
    fireEvent.change(await screen.findByTestId('field'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('close'));
    fireEvent.click(await screen.findByText('Discard changes'));
    await waitFor(() => expect(isOpen()).toBe(false));
  });

  it('a successful save closes without a warning', async () => {
    renderAt(<Harness />);
    fireEvent.click(screen.getByTestId('open'));
    fireEvent.change(await screen.findByTestId('field'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(screen.queryByText('Discard unsaved changes?')).toBeNull();
  });
});
