import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../test-utils';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  it('shows the fallback in the first render and the children after the frame, the part beside it at once', async () => {
    renderAt(
      <>
        <div data-testid="first">entries</div>
        <AfterFirstPaint fallback={<div data-testid="placeholder" />}>
          <div data-testid="later">fields</div>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByTestId('first').textContent).toBe('entries');
    expect(screen.getByTestId('placeholder')).toBeTruthy();
    expect(screen.queryByTestId('later')).toBeNull();
    expect((await screen.findByTestId('later')).textContent).toBe('fields');
    expect(screen.queryByTestId('placeholder')).toBeNull();
  });
});
