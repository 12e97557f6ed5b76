import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RenewableResult } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { RenewablePage } from './renewable-page';

const month = (m: number, reported: boolean, green: string, certs: string, projects: string, total: string, share: string | null) => ({
  orgId: '3',
  month: m,
  reported,
  greenPower: green,
  greenCertificates: certs,
  projects,
  renewable: String(Number(green) + Number(certs) + Number(projects)),
  totalElectricity: total,
  share,
});
/** January: 12 + 3 + 5 = 20 of 80 (10,000 kWh) → 25 %; February not reported (the projects still produced 4). */
const RESULT: RenewableResult = {
  year: 2025,
  orgId: '3',
  unit: '10^4 kWh',
  rows: [month(1, true, '12', '3', '5', '80', '0.25'), month(2, false, '0', '0', '4', '0', null)],
  orgs: [
    {
      orgId: '3',
      orgName: 'Longhua park',
      greenPower: '12',
      greenCertificates: '3',
      projects: '9',
      renewable: '24',
      totalElectricity: '80',
      share: '0.3',
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

describe('renewable_Energy', () => {
  it('shows the renewable electricity by source, its share, and the months not reported', async () => {
    setToken('t');
    mockFetch((p) => {
      if (p === '/getLoginUser') return ok({ id: '1', account: 'u', name: 'U', adminType: 2, permissions: [], menus: [] });
      if (p === '/sysOrg/tree') return ok([{ id: '3', parentId: '0', title: 'Longhua park', value: '3', weight: 1, children: [] }]);
      if (p === '/goal/renewable') return ok(RESULT);
      return ok(null);
    });
    renderAt(<RenewablePage />, '/e?orgId=3&year=2025');
    expect((await screen.findByTestId('goal-ren-3-share')).textContent).toBe('30%');
    expect(screen.getByTestId('goal-ren-3-renewable').textContent).toBe('24');
    expect(screen.getByTestId('goal-ren-3-1-share').textContent).toBe('25%');
    expect(screen.getByTestId('goal-ren-3-1-greenPower').textContent).toBe('12');
    expect(screen.getByTestId('goal-ren-2-notReported').textContent).toBe('Data not reported');
    expect(screen.getByTestId('goal-ren-3-2-share').textContent).toBe('—');
  });
});
