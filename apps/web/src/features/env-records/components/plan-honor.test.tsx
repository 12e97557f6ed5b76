import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import type { HonorVerificationRow } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { EnvHonorPage } from './honor/env-honor-page';
import { expiryOf } from './labels';
import { EmergencyPlanPage } from './plan/emergency-plan-page';
import { fileProblem } from './record-files';
import { bodiesOf, chooseOption, chooseTreeNode, errorOf, HONOR, loginUser, ORG_TREE, page, pickDate, PLAN, type } from './test-kit';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

const VERIFICATION: HonorVerificationRow = {
  certificateId: '601',
  year: 2025,
  orgId: '4',
  orgName: 'Plant A1',
  inventoryObject: 'Plant A1',
  verifier: 'SGS',
  fileName: 'ISO14064-2025.pdf',
  createdAt: '2026-02-01T00:00:00.000Z',
};

function serve(permissions: string[]) {
  setToken('t');
  return mockFetch((path) => {
    if (path === '/getLoginUser') return ok(loginUser(permissions));
    if (path === '/sysOrg/tree') return ok(ORG_TREE);
    if (path === '/emergencyPlan/page')
      return ok(
        page([
          { ...PLAN, id: '1', validTo: day(-1) },
          { ...PLAN, id: '2', validTo: day(10) },
          { ...PLAN, id: '3', validTo: day(100) },
        ]),
      );
    if (path === '/envHonor/page')
      return ok(
        page([
          { ...HONOR, validTo: day(30) },
          { ...HONOR, id: '96' },
        ]),
      );
    if (path === '/envHonor/verifications') return ok(page([VERIFICATION]));
    if (path === '/emergencyPlan/add') return ok(PLAN);
    if (path === '/envHonor/add') return ok(HONOR);
    return ok(null);
  });
}

describe('the validity of plans and honours', () => {
  it('is expired after its last day and expiring within the 30-day reminder window, inclusive', () => {
    expect(expiryOf('2026-03-09', '2026-03-10')).toBe('expired');
    expect(expiryOf('2026-03-10', '2026-03-10')).toBe('soon');
    // 2026-03-10 + 30 days = 2026-04-09
    expect(expiryOf('2026-04-09', '2026-03-10')).toBe('soon');
    expect(expiryOf('2026-04-10', '2026-03-10')).toBeNull();
    expect(expiryOf(null, '2026-03-10')).toBeNull();
  });

  it('tags plans that have expired or expire soon, and shows the type by its label', async () => {
    serve([]);
    renderAt(<EmergencyPlanPage />);
    expect((await screen.findByTestId('plan-expiry-1')).textContent).toBe('Expired');
    expect(screen.getByTestId('plan-expiry-2').textContent).toBe('Expiring soon');
    expect(screen.queryByTestId('plan-expiry-3')).toBeNull();
    expect(screen.getByTestId('plan-type-1').textContent).toBe('Environmental emergency plan');
    expect(screen.queryByTestId('plan-add')).toBeNull();
  });

  it('refuses a plan whose validity ends before it starts, and sends a valid one', async () => {
    const fetch = serve(['emergencyPlan:add']);
    renderAt(<EmergencyPlanPage />);
    fireEvent.click(await screen.findByTestId('plan-add'));
    await screen.findByTestId('plan-form');
    await chooseTreeNode('plan-orgId', 'Plant A1');
    await chooseOption('plan-planType', 'Heavy-pollution weather control');
    type('plan-name', 'Heavy-pollution weather plan');
    type('plan-filingNumber', ' SZ-2026-007 ');
    pickDate('plan-validFrom', '2026-01-01');
    pickDate('plan-validTo', '2025-12-31');
    fireEvent.click(screen.getByTestId('plan-submit'));
    await waitFor(() => expect(errorOf('plan-validTo')).toBe('Valid to must not be earlier than Valid from'));
    expect(bodiesOf(fetch, '/emergencyPlan/add')).toHaveLength(0);
    pickDate('plan-validTo', '2028-12-31');
    fireEvent.click(screen.getByTestId('plan-submit'));
    await waitFor(() => expect(bodiesOf(fetch, '/emergencyPlan/add')).toHaveLength(1));
    expect(bodiesOf(fetch, '/emergencyPlan/add')[0]).toEqual({
      orgId: '4',
      planType: 2,
      name: 'Heavy-pollution weather plan',
      filingNumber: 'SZ-2026-007',
      filingAuthority: '',
      validFrom: '2026-01-01',
      validTo: '2028-12-31',
      remark: '',
    });
  });

  it('tags an honour ending within 30 days, shows "No end" for an open-ended one, and refuses an end before the issue date', async () => {
    const fetch = serve(['envHonor:add']);
    renderAt(<EnvHonorPage />);
    expect((await screen.findByTestId('honor-expiry-95')).textContent).toBe('Expiring soon');
    expect(screen.queryByTestId('honor-expiry-96')).toBeNull();
    expect(screen.getByTestId('honor-table').textContent).toContain('No end');
    expect(screen.getByTestId('honor-type-95').textContent).toBe('ISO14001');

    fireEvent.click(screen.getByTestId('honor-add'));
    await screen.findByTestId('honor-form');
    pickDate('honor-issuedDate', '2026-03-01');
    pickDate('honor-validTo', '2026-02-28');
    fireEvent.click(screen.getByTestId('honor-submit'));
    await waitFor(() => expect(errorOf('honor-validTo')).toBe('Valid to must not be earlier than Issued on'));
    expect(errorOf('honor-issuer')).toBe('Please enter Issuer');
    expect(bodiesOf(fetch, '/envHonor/add')).toHaveLength(0);
  });

  it('lists the ISO 14064 verification statements read-only, each linking to certificate management', async () => {
    serve([]);
    renderAt(<EnvHonorPage />);
    const link = await screen.findByTestId('verification-601');
    expect(link.textContent).toBe('ISO14064-2025.pdf');
    expect(link.getAttribute('href')).toBe('/carbonButler/certificate');
    expect(screen.getByTestId('verifications-card').textContent).toContain('SGS');
  });
});

describe('a record file before upload', () => {
  const t = (key: string, o?: Record<string, unknown>) => `${key}${o ? JSON.stringify(o) : ''}`;
  it('is refused by extension, size and emptiness, as the server would', () => {
    expect(fileProblem({ name: 'approval.PDF', size: 10 }, t)).toBeNull();
    expect(fileProblem({ name: 'setup.exe', size: 10 }, t)).toContain('file.badType');
    expect(fileProblem({ name: 'scan.png', size: 50 * 1024 * 1024 + 1 }, t)).toBe('file.tooLarge{"max":50}');
    expect(fileProblem({ name: 'scan.png', size: 50 * 1024 * 1024 }, t)).toBeNull();
    expect(fileProblem({ name: 'scan.png', size: 0 }, t)).toBe('file.zeroBytes');
  });
});
