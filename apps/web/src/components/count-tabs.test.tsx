import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../test-utils';
import { CountTabs } from './count-tabs';

describe('CountTabs', () => {
  it('shows each tab with its count (zero too, 999+ above), and says which one is picked', () => {
    const onChange = vi.fn();
    const counts: Record<string, number | undefined> = { open: 1200, done: undefined };
    renderAt(
      <CountTabs
        testId="tabs"
        tabPrefix="tab"
        countPrefix="count"
        keys={['open', 'done'] as const}
        active="open"
        onChange={onChange}
        label={(k) => `Label ${k}`}
        count={(k) => counts[k]}
        urgent={(k) => k === 'open'}
      />,
    );
    expect(screen.getByTestId('tab-open').textContent).toContain('Label open');
    expect(screen.getByTestId('count-open').textContent).toBe('999+');
    expect(screen.getByTestId('count-done').textContent).toBe('0');
    expect(screen.getByTestId('count-open').querySelector('.ant-badge-count')?.getAttribute('style') ?? '').not.toContain('background');
    expect(screen.getByTestId('count-done').querySelector('.ant-badge-count')?.getAttribute('style')).toContain('background');
    fireEvent.click(screen.getByTestId('tab-done'));
    expect(onChange).toHaveBeenCalledWith('done');
  });
});
