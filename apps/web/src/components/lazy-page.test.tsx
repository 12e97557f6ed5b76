import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../test-utils';
import { ChunkTimeoutError, CHUNK_TIMEOUT_MS, lazyPage, withTimeout, type PageModule } from './lazy-page';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// React logs errors caught by a boundary; here they are the expected outcome.
const quietBoundaryLogs = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

const page: PageModule = { default: () => <div>LOADED</div> };

describe('lazyPage', () => {
  it('uses the 120 s limit of spec §9 by default', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('shows a retry after a failed chunk load, and loads again on retry', async () => {
    quietBoundaryLogs();
    const loader = vi
      .fn<() => Promise<PageModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(page);
    const Page = lazyPage(loader);
    renderAt(<Page />);
    expect((await screen.findByTestId('chunk-error')).textContent).toContain('The page could not be loaded');
    fireEvent.click(screen.getByTestId('chunk-retry'));
    expect(await screen.findByText('LOADED')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('says the load timed out when the chunk does not arrive in time', async () => {
    quietBoundaryLogs();
    const Page = lazyPage(() => new Promise<PageModule>(() => undefined), 50);
    renderAt(<Page />);
    expect((await screen.findByTestId('chunk-error')).textContent).toContain('Loading the page timed out');
  });
});

describe('withTimeout', () => {
  it('rejects with ChunkTimeoutError exactly at the limit', async () => {
    vi.useFakeTimers();
    const result = withTimeout(new Promise(() => undefined), 120_000).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(ChunkTimeoutError);
  });

  it('passes a value through when it arrives in time', async () => {
    await expect(withTimeout(Promise.resolve(3), 10)).resolves.toBe(3);
  });
});
