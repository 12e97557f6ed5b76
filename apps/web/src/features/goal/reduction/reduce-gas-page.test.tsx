import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { ReductionAchievementResult } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { ReduceGasPage } from './reduce-gas-page';

const fig = (target: string | null, estimated: string, realised: string, reached: boolean | null) => ({
  target,
  estimated,
  realised,
  estimatedRatio: null,
  realisedRatio: null,
  reached,
});
const RESULT: ReductionAchievementResult = {
  year: 2025,
  orgId: '2',
  rows: [
    {
      orgId: '2',
      orgName: 'Cloud BG',
      reduce: fig('50', '60', '30', false),
      replace: fig('30', '10', '0', false),
      resolve: fig('20', '0', '0', false),
      total: fig('100', '70', '30', false),
      noTarget: false,
      message: null,
    },
    {
      orgId: '4',
      orgName: 'Shenzhen park',
      reduce: fig(null, '12.5', '6', null),
      replace: fig(null, '0', '0', null),
      resolve: fig(null, '0', '0', null),
      total: fig(null, '12.5', '6', null),
      noTarget: true,
      message: 'No matching target found',
    },
  ],
};

const getContext = HTMLCanvasElement.prototype.getContext;
beforeEach(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
});
afterEach(() => {
  HTMLCanvasElement.prototype.getContext = getContext;
});

describe('Reduce_GAS', () => {
  it("puts each class's target beside the estimated and realised reductions, and says when no target matches", async () => {
    setToken('t');
    const spy = mockFetch((p) => {
      if (p === '/getLoginUser') return ok({ id: '1', account: 'u', name: 'U', adminType: 2, permissions: [], menus: [] });
      if (p === '/sysOrg/tree') return ok([{ id: '2', parentId: '0', title: 'Cloud BG', value: '2', weight: 1, children: [] }]);
      if (p === '/goal/reductionAchievement') return ok(RESULT);
      if (p === '/goal/reductionAchievementByYear') return ok({ orgId: '2', orgName: 'Cloud BG', rows: [] });
      return ok(null);
    });
    renderAt(<ReduceGasPage />, '/r?orgId=2&year=2025');
    expect((await screen.findByTestId('goal-red-2-reduce-target')).textContent).toBe('50');
    expect(screen.getByTestId('goal-red-2-reduce-estimated').textContent).toBe('60');
    expect(screen.getByTestId('goal-red-2-reduce-realised').textContent).toBe('30not reached');
    expect(screen.getByTestId('goal-red-4-noTarget').textContent).toBe('No matching target found');
    expect(screen.queryByTestId('goal-red-4-reduce-target')).toBeNull();
    expect(screen.getByTestId('goal-red-4-total-estimated').textContent).toBe('12.5');

    fireEvent.click(screen.getByText('By time'));
    await screen.findByTestId('goal-reduction-by-time');
    const asked = spy.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).find((u) => u.pathname.endsWith('ByYear'));
    expect(asked?.search).toBe('?orgId=2&from=2020&to=2025');
  });
});
