import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { PageModule } from '../components/lazy-page';
import { renderAt } from '../test-utils';
import { ENTRY_CHUNK_TIMEOUT_MS, lazyEntry } from './lazy-entry';

// React logs errors caught by a boundary; here they are the expected outcome.
const quietBoundaryLogs = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

const loaded: PageModule = { default: () => <div>LOADED</div> };

describe('lazyEntry (the login page and the signed-in chunk)', () => {
  it('uses the 120 s limit of spec §9 by default', () => {
    expect(ENTRY_CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('shows the loading bar, then the component', async () => {
    let arrive: (m: PageModule) => void = () => undefined;
    const Entry = lazyEntry(() => new Promise<PageModule>((resolve) => (arrive = resolve)));
    renderAt(<Entry />);
    expect(await screen.findByTestId('lazy-loading')).toBeTruthy();
    arrive(loaded);
    expect(await screen.findByText('LOADED')).toBeTruthy();
    expect(screen.queryByTestId('lazy-loading')).toBeNull();
  });

  it('offers a retry in the language after a failed chunk load, and loads again on retry', async () => {
    quietBoundaryLogs();
    const loader = vi
      .fn<() => Promise<PageModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(loaded);
    const Entry = lazyEntry(loader);
    renderAt(<Entry />, '/', 'zh-CN');
    const error = await screen.findByTestId('chunk-error');
    expect(error.textContent).toContain('页面加载失败');
    expect(error.textContent).not.toContain('Failed to fetch');
    fireEvent.click(screen.getByTestId('chunk-retry'));
    expect(await screen.findByText('LOADED')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('says the load timed out when the chunk does not arrive in time', async () => {
    quietBoundaryLogs();
    const Entry = lazyEntry(() => new Promise<PageModule>(() => undefined), 50);
    renderAt(<Entry />);
    expect((await screen.findByTestId('chunk-error')).textContent).toContain('Loading the page timed out');
  });
});
