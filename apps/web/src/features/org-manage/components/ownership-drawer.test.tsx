import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OwnershipRow } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { fail, mockFetch, ok, renderAt } from '../../../test-utils';
import { OrgManagePage } from './org-manage-page';
import { bodies, choose, chooseOrg, loginUser, orgRow, PERMISSIONS, shown } from './org-test-kit';

const GROUP = orgRow({ id: '21', name: 'Fii', code: 'fii', orgType: 'group' });
const ENTITY = orgRow({ id: '30', pid: '21', name: 'Shenzhen Ltd', code: 'sz-ltd', orgType: 'legal_entity' });
/** Fii holds Shenzhen Ltd at 83 % from 2024; Shenzhen Ltd holds Dongguan JV at 50 % (a link it owns, shown marked). */
const LINKS: OwnershipRow[] = [
  {
    ...{ id: '501', ownerOrgId: '21', ownerName: 'Fii', ownedOrgId: '30', ownedName: 'Shenzhen Ltd', equitySharePct: '83' },
    ...{
      relationship: 'subsidiary',
      financialControlType: 'own',
      operationalControl: true,
      validFrom: '2024-01-01',
      validTo: null,
      version: 1,
    },
  },
  {
    ...{ id: '502', ownerOrgId: '30', ownerName: 'Shenzhen Ltd', ownedOrgId: '31', ownedName: 'Dongguan JV', equitySharePct: '50' },
    ...{ relationship: 'joint-venture', financialControlType: 'joint', operationalControl: false, validFrom: '2024-03-01' },
    ...{ validTo: '2025-06-30', version: 3 },
  },
];
const tree = [{ id: '21', parentId: '0', title: 'Fii', value: '21', weight: 1, children: [] }];

function serve(
  permissions = PERMISSIONS,
  add: () => ReturnType<typeof ok> | ReturnType<typeof fail> = () => ok({ id: '503', version: 1 }),
) {
  setToken('t');
  return mockFetch((path) => {
    if (path === '/getLoginUser') return loginUser(permissions);
    if (path.startsWith('/sysOrg/page')) return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: 2, rows: [GROUP, ENTITY] });
    if (path.startsWith('/sysOrg/tree')) return ok(tree);
    if (path === '/sysOrg/ownership/list') return ok(LINKS);
    if (path === '/sysOrg/ownership/add') return add();
    if (path === '/sysOrg/ownership/edit') return ok({ id: '501', version: 2 });
    if (path === '/sysOrg/ownership/delete') return ok(null);
    return ok(null);
  });
}

async function openDrawer() {
  renderAt(<OrgManagePage />);
  fireEvent.click(await screen.findByTestId('org-ownership-sz-ltd'));
  const drawer = await screen.findByTestId('ownership-drawer');
  await within(drawer).findByText('Dongguan JV');
  return drawer;
}

const type = (testId: string, value: string) => {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('ownership links of a legal entity (issue 26)', () => {
  it('lists the dated links with owner, share, relationship, control and dates, only for legal entities', async () => {
    const spy = serve();
    const drawer = await openDrawer();
    expect(screen.queryByTestId('org-ownership-fii')).toBeNull(); // a group holds no boundary record
    const first = within(drawer).getByTestId('ownership-row-501');
    expect([...first.querySelectorAll('td')].map((c) => c.textContent).slice(1)).toEqual([
      'Fii',
      'Shenzhen Ltd',
      '83 %',
      'Subsidiary',
      "The group's own control",
      'Yes',
      '2024-01-01',
      'Open',
      'Edit',
    ]);
    // the share as entered, exempt from the rounding of figures (issue 25 item 8)
    expect(within(first).getByText('83 %').hasAttribute('data-as-entered')).toBe(true);
    const second = within(drawer).getByTestId('ownership-row-502');
    expect(within(second).getByText('Joint venture (jointly controlled)')).toBeTruthy();
    expect(within(second).getByText('2025-06-30')).toBeTruthy();
    const listed = spy.mock.calls.map(([u]) => new URL(String(u), 'http://x')).find((u) => u.pathname.endsWith('/ownership/list'));
    expect(listed?.searchParams.get('orgId')).toBe('30');
  });

  it('adds a link: the share proposes the relationship, the body names the entity held and the dates', async () => {
    const spy = serve();
    await openDrawer();
    fireEvent.click(screen.getByTestId('ownership-add'));
    await screen.findByTestId('ownership-dialog');
    for (const label of ['Owner', 'Equity share', 'Relationship', 'Financial control', 'Operational control', 'Valid from', 'Valid to'])
      expect(within(screen.getByTestId('ownership-dialog')).getByText(label)).toBeTruthy();
    await chooseOrg('ownership-ownerOrgId', 'Fii');
    type('ownership-equitySharePct', '33.3');
    await waitFor(() => expect(shown('ownership-relationship')).toBe('Associate'));
    // 33.3 % under joint financial control: the user records a joint venture
    await choose('ownership-relationship', 'Joint venture (jointly controlled)');
    expect(shown('ownership-financialControlType')).toBe('Joint control with other partners');
    fireEvent.click(screen.getByTestId('ownership-submit'));
    await waitFor(() => expect(bodies(spy, '/sysOrg/ownership/add')).toHaveLength(1));
    const body = bodies(spy, '/sysOrg/ownership/add')[0]!;
    expect(body).toMatchObject({
      ownerOrgId: '21',
      ownedOrgId: '30',
      equitySharePct: 33.3,
      relationship: 'joint-venture',
      financialControlType: 'joint',
      operationalControl: false,
      validTo: null,
    });
    expect(body.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('edits a link with its version and shows a refusal under the field it names', async () => {
    const message = 'The Valid to cannot be before the date it is valid from';
    const spy = serve(PERMISSIONS, () => fail(1012001, message, 'validTo'));
    await openDrawer();
    fireEvent.click(screen.getByTestId('ownership-edit-501'));
    await screen.findByTestId('ownership-dialog');
    await waitFor(() => expect(shown('ownership-relationship')).toBe('Subsidiary'));
    type('ownership-equitySharePct', '90');
    fireEvent.click(screen.getByTestId('ownership-submit'));
    await waitFor(() => expect(bodies(spy, '/sysOrg/ownership/edit')).toHaveLength(1));
    expect(bodies(spy, '/sysOrg/ownership/edit')[0]).toEqual({
      id: '501',
      version: 1,
      ownerOrgId: '21',
      ownedOrgId: '30',
      equitySharePct: 90,
      relationship: 'subsidiary',
      financialControlType: 'own',
      operationalControl: true,
      validFrom: '2024-01-01',
      validTo: null,
    });

    fireEvent.click(screen.getByTestId('ownership-add'));
    await screen.findByTestId('ownership-dialog');
    await chooseOrg('ownership-ownerOrgId', 'Fii');
    type('ownership-equitySharePct', '60');
    fireEvent.click(screen.getByTestId('ownership-submit'));
    const error = await screen.findByText(message);
    expect(error.closest('.ant-form-item')?.querySelector('[data-testid="ownership-validTo"]')).not.toBeNull();
  });

  it('deletes the selected links after the confirmation', async () => {
    const spy = serve();
    const drawer = await openDrawer();
    const checkbox = within(drawer).getByTestId('ownership-row-502').querySelector('input[type="checkbox"]')!;
    fireEvent.click(checkbox);
    fireEvent.click(screen.getByTestId('ownership-delete'));
    fireEvent.click(await screen.findByTestId('ownership-delete-ok'));
    await waitFor(() => expect(bodies(spy, '/sysOrg/ownership/delete')).toEqual([{ id: '502' }]));
  });

  it('without the edit button the links are read-only', async () => {
    serve(['sysOrg:page', 'sysOrg:detailWithPark']);
    await openDrawer();
    expect(screen.queryByTestId('ownership-add')).toBeNull();
    expect(screen.queryByTestId('ownership-delete')).toBeNull();
    expect(screen.queryByTestId('ownership-edit-501')).toBeNull();
  });
});
