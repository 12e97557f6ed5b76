import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConsolidationSetting } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { fail, mockFetch, ok, renderAt } from '../../../test-utils';
import { OrgManagePage } from './org-manage-page';
import { bodies, loginUser, orgRow, PERMISSIONS } from './org-test-kit';

const GROUP = orgRow({ id: '21', name: 'Fii', code: 'fii', orgType: 'group' });
const ENTITY = orgRow({ id: '30', pid: '21', name: 'Shenzhen Ltd', code: 'sz-ltd', orgType: 'legal_entity' });
/** A group without settings of its own: the defaults (operational control, the record at the period end). */
const DEFAULTS: ConsolidationSetting = { orgId: '21', approach: 'operational-control', divestmentRule: 'period-end', fromOrgId: null };

function serve(permissions = PERMISSIONS, save: () => ReturnType<typeof ok> | ReturnType<typeof fail> = () => ok(DEFAULTS)) {
  setToken('t');
  return mockFetch((path) => {
    if (path === '/getLoginUser') return loginUser(permissions);
    if (path.startsWith('/sysOrg/page')) return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: 2, rows: [GROUP, ENTITY] });
    if (path.startsWith('/sysOrg/tree')) return ok([]);
    if (path === '/sysOrg/consolidationSetting') return ok(DEFAULTS);
    if (path === '/sysOrg/consolidationSetting/save') return save();
    return ok(null);
  });
}

const checked = (testId: string) => (screen.getByTestId(testId).closest('label')?.querySelector('input') as HTMLInputElement).checked;

async function openDrawer() {
  renderAt(<OrgManagePage />);
  fireEvent.click(await screen.findByTestId('org-consolidation-fii'));
  const drawer = await screen.findByTestId('consolidation-drawer');
  await within(drawer).findByTestId('consolidation-origin');
  return drawer;
}

describe("the group's consolidation settings (issue 26)", () => {
  it('shows the settings in force with labelled choices, the defaults said as such; only groups have them', async () => {
    serve();
    const drawer = await openDrawer();
    expect(screen.queryByTestId('org-consolidation-sz-ltd')).toBeNull();
    expect(within(drawer).getByTestId('consolidation-origin').textContent).toBe(
      'No settings saved yet: the defaults apply (operational control, the record at the period end)',
    );
    expect(within(drawer).getByText('Default consolidation approach')).toBeTruthy();
    expect(within(drawer).getByText('Holding changes within a period (acquisitions, divestments)')).toBeTruthy();
    await waitFor(() => expect(checked('consolidation-approach-operational-control')).toBe(true));
    expect(checked('consolidation-divestment-period-end')).toBe(true);
    expect(within(drawer).getByText('Pro-rated by the days held (GHG Protocol ch. 5; the report states it)')).toBeTruthy();
  });

  it('saves the approach and the divestment rule chosen for the group', async () => {
    const spy = serve();
    await openDrawer();
    await waitFor(() => expect(checked('consolidation-approach-operational-control')).toBe(true));
    fireEvent.click(screen.getByText('Equity share'));
    fireEvent.click(screen.getByText('Pro-rated by the days held (GHG Protocol ch. 5; the report states it)'));
    fireEvent.click(screen.getByTestId('consolidation-save'));
    await waitFor(() => expect(bodies(spy, '/sysOrg/consolidationSetting/save')).toHaveLength(1));
    expect(bodies(spy, '/sysOrg/consolidationSetting/save')[0]).toEqual({
      orgId: '21',
      approach: 'equity-share',
      divestmentRule: 'pro-rata',
    });
  });

  it('shows a refusal naming a setting under it', async () => {
    serve(PERMISSIONS, () => fail(1012001, 'Choose the Mid-year divestment', 'divestmentRule'));
    await openDrawer();
    await waitFor(() => expect(checked('consolidation-divestment-period-end')).toBe(true));
    fireEvent.click(screen.getByTestId('consolidation-save'));
    const error = await screen.findByText('Choose the Mid-year divestment');
    expect(error.closest('.ant-form-item')?.querySelector('[data-testid="consolidation-divestment-pro-rata"]')).not.toBeNull();
  });

  it('is not offered without the button the contract declares (sysOrg:editWithPark)', async () => {
    serve(['sysOrg:page', 'sysOrg:detailWithPark']);
    renderAt(<OrgManagePage />);
    await screen.findByText('Shenzhen Ltd');
    expect(screen.queryByTestId('org-consolidation-fii')).toBeNull();
  });
});
