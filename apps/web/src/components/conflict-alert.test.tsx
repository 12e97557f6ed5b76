import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Form } from 'antd';
import { renderAt } from '../test-utils';
import { ConflictAlert } from './conflict-alert';

describe('ConflictAlert', () => {
  it('shows nothing without a conflict', () => {
    renderAt(<ConflictAlert conflict={null} prefix="x" onReload={() => undefined} reloadText="Reload" />);
    expect(screen.queryByTestId('x-conflict')).toBeNull();
    expect(screen.queryByTestId('x-reload')).toBeNull();
  });

  it('shows the server message and reloads, even inside a disabled form', () => {
    const onReload = vi.fn();
    renderAt(
      <Form disabled>
        <ConflictAlert conflict="Changed by someone else" prefix="x" onReload={onReload} reloadText="Reload" />
      </Form>,
    );
    expect(screen.getByTestId('x-conflict').textContent).toBe('Changed by someone else');
    const reload = screen.getByTestId('x-reload');
    expect(reload.textContent).toBe('Reload');
    expect(reload.hasAttribute('disabled')).toBe(false);
    fireEvent.click(reload);
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
