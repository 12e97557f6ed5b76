import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { DashboardPage } from './dashboard-page';
import { NO_TARGETS, PROGRESS, SUMMARY } from './dashboard-fixtures';

const getContext = HTMLCanvasElement.prototype.getContext;
beforeEach(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
});
afterEach(() => {
  HTMLCanvasElement.prototype.getContext = getContext;
});

type Approach = 'equity-share' | 'operational-control' | 'financial-control';

/** The server answers with the approach it consolidated by: the group's setting (equity share here) unless one is asked for. */
function serve() {
  setToken('t');
  const spy = mockFetch((p) => {
    if (p === '/sysOrg/tree') return ok([{ id: '20', parentId: '0', title: 'Cloud BG', value: '20', weight: 1, children: [] }]);
    if (p === '/dashboard/summary') {
      const url = new URL(String(spy.mock.calls.at(-1)?.[0]), 'http://localhost');
      const approach = (url.searchParams.get('approach') as Approach | null) ?? 'equity-share';
      return ok({ ...SUMMARY, approach });
    }
    if (p === '/dashboard/targets') return ok(NO_TARGETS);
    if (p === '/dashboard/progress') return ok(PROGRESS);
    if (p === '/dashboard/sourceTypes') return ok({ orgId: '20', year: 2025, basis: 'annual', rows: [] });
    return ok(null);
  });
  return spy;
}

const asked = (spy: ReturnType<typeof mockFetch>, path: string) =>
  spy.mock.calls
    .map((c) => new URL(String(c[0]), 'http://localhost'))
    .filter((u) => u.pathname.endsWith(path))
    .map((u) => u.searchParams.get('approach'));
const selected = () => document.querySelector('[data-testid="dash-approach"] .ant-segmented-item-selected')?.textContent;

describe('dashboard consolidation approach (issue 26)', () => {
  it("opens on the approach the server answers (the group's setting) and says the figures follow it", async () => {
    const spy = serve();
    renderAt(<DashboardPage />, '/?year=2025');
    await waitFor(() =>
      expect(screen.getByTestId('dash-approach-note').textContent).toBe(
        "Figures consolidated under Equity share, equal to that approach's consolidated report (the group's setting)",
      ),
    );
    expect(selected()).toBe('Equity share');
    expect(asked(spy, '/dashboard/summary')).toEqual([null]);
  });

  it('switching the approach reads the figures again with it, and the note follows', async () => {
    const spy = serve();
    renderAt(<DashboardPage />, '/?year=2025');
    await waitFor(() => expect(selected()).toBe('Equity share'));
    fireEvent.click(screen.getByText('Financial control'));
    await waitFor(() => expect(asked(spy, '/dashboard/summary').at(-1)).toBe('financial-control'));
    await waitFor(() =>
      expect(screen.getByTestId('dash-approach-note').textContent).toBe(
        "Figures consolidated under Financial control, equal to that approach's consolidated report",
      ),
    );
    expect(selected()).toBe('Financial control');
    // the targets and the progress read the same approach as the summary
    await waitFor(() => expect(asked(spy, '/dashboard/targets')).toContain('financial-control'));
  });
});
