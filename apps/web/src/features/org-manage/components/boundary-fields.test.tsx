import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrgDetail } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { fail, mockFetch, ok, renderAt } from '../../../test-utils';
import { OrgManagePage } from './org-manage-page';
import { bodies, choose, loginUser, orgRow, shown } from './org-test-kit';

const PARK = orgRow({ id: '23', pid: '0', name: 'Longhua park', code: 'longhua', orgType: 'park' });
/** A legal entity recorded as an associate held at 56 % without control (issue 26 item 1). */
const ENTITY = orgRow({ id: '30', pid: '23', name: 'Shenzhen Ltd', code: 'sz-ltd', orgType: 'legal_entity', version: 2 });
const ENTITY_DETAIL: OrgDetail = {
  ...ENTITY,
  equitySharePct: '56',
  relationship: 'associate',
  financialControlType: 'none',
  financialControl: false,
  operationalControl: false,
  park: null,
  boundary: {
    equitySharePct: '56',
    relationship: 'associate',
    financialControlType: 'none',
    financialControl: false,
    operationalControl: false,
    effectiveFrom: '2025-01-01',
  },
  history: [],
};
const node = (id: string, title: string, orgType: string) => ({
  ...{ id, parentId: '0', pid: '0', title, value: id, weight: 1, code: id, orgType },
  ...{ parkId: null, parkName: null, parkCode: null, address: null, longitude: null, latitude: null, children: [] },
});

function serve(save: () => ReturnType<typeof ok> | ReturnType<typeof fail> = () => ok({ id: '99', version: 1, warnings: [] })) {
  setToken('t');
  return mockFetch((path) => {
    if (path === '/getLoginUser') return loginUser();
    if (path.startsWith('/sysOrg/page')) return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: 2, rows: [PARK, ENTITY] });
    if (path.startsWith('/sysOrg/tree')) return ok([node('23', 'Longhua park', 'park')]);
    if (path.startsWith('/sysOrg/detailWithPark')) return ok(ENTITY_DETAIL);
    if (path.startsWith('/sysPark/list')) return ok([]);
    if (path === '/sysOrg/addWithPark' || path === '/sysOrg/editWithPark') return save();
    return ok(null);
  });
}

/** Adds a legal entity below the park (the first level allowed there). */
async function openAddBelowPark() {
  renderAt(<OrgManagePage />);
  fireEvent.click(await screen.findByTestId('org-tree-node-23'));
  fireEvent.click(await screen.findByTestId('org-add'));
  fireEvent.change(await screen.findByTestId('org-name'), { target: { value: 'Zhengzhou Ltd' } });
  fireEvent.change(screen.getByTestId('org-code'), { target: { value: 'zz-ltd' } });
  await screen.findByTestId('org-boundary');
}

const share = (value: string) => {
  const input = screen.getByTestId('org-equitySharePct');
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('legal-entity boundary record (issue 26)', () => {
  it('shows share, relationship, financial and operational control as separate labelled fields', async () => {
    serve();
    await openAddBelowPark();
    const boundary = screen.getByTestId('org-boundary');
    for (const label of ['Equity share', 'Relationship', 'Financial control', 'Operational control'])
      expect(within(boundary).getByText(label)).toBeTruthy();
    // no share yet: the domain proposes a wholly owned subsidiary under the group's own control
    await waitFor(() => expect(shown('org-relationship')).toBe('Wholly owned subsidiary'));
    expect(shown('org-financialControlType')).toBe("The group's own control");
  });

  it('the share proposes the relationship until the user chooses one, then never overwrites it', async () => {
    const spy = serve();
    await openAddBelowPark();
    share('30'); // 20 % to 50 %: an associate, no financial control
    await waitFor(() => expect(shown('org-relationship')).toBe('Associate'));
    expect(shown('org-financialControlType')).toBe('No financial control');
    share('50'); // exactly 50 %: a joint venture under joint control
    await waitFor(() => expect(shown('org-relationship')).toBe('Joint venture (jointly controlled)'));
    expect(shown('org-financialControlType')).toBe('Joint control with other partners');

    await choose('org-relationship', 'Associate');
    share('56'); // above 50 % would propose a subsidiary: the user's associate stays
    await waitFor(() => expect((screen.getByTestId('org-equitySharePct') as HTMLInputElement).value).toBe('56.0000'));
    expect(shown('org-relationship')).toBe('Associate');
    expect(shown('org-financialControlType')).toBe('No financial control');

    fireEvent.click(screen.getByTestId('org-submit'));
    await waitFor(() => expect(bodies(spy, '/sysOrg/addWithPark')).toHaveLength(1));
    const body = bodies(spy, '/sysOrg/addWithPark')[0]!;
    expect(body).toMatchObject({
      orgType: 'legal_entity',
      equitySharePct: 56,
      relationship: 'associate',
      financialControlType: 'none',
      operationalControl: false,
    });
    expect(body).not.toHaveProperty('financialControl');
  });

  it('editing keeps a relationship chosen against the share (an associate at 56 %) when the share changes', async () => {
    const spy = serve(() => ok({ id: '30', version: 3, warnings: [] }));
    renderAt(<OrgManagePage />);
    fireEvent.click(await screen.findByTestId('org-edit-sz-ltd'));
    await waitFor(() => expect(shown('org-relationship')).toBe('Associate'));
    share('60');
    await waitFor(() => expect((screen.getByTestId('org-equitySharePct') as HTMLInputElement).value).toBe('60.0000'));
    expect(shown('org-relationship')).toBe('Associate');
    fireEvent.click(screen.getByTestId('org-submit'));
    await waitFor(() => expect(bodies(spy, '/sysOrg/editWithPark')).toHaveLength(1));
    expect(bodies(spy, '/sysOrg/editWithPark')[0]).toMatchObject({
      id: '30',
      version: 2,
      equitySharePct: 60,
      relationship: 'associate',
      financialControlType: 'none',
    });
  });

  it("shows the server's refusal under the field it names", async () => {
    const message = "Financial control contradicts the relationship: a subsidiary is under the group's own financial control";
    serve(() => fail(1012001, message, 'financialControlType'));
    await openAddBelowPark();
    share('80'); // proposes a subsidiary under own control
    await waitFor(() => expect(shown('org-relationship')).toBe('Subsidiary'));
    await choose('org-financialControlType', 'No financial control');
    fireEvent.click(screen.getByTestId('org-submit'));
    const error = await screen.findByText(message);
    // under the financial control field, not as a toast
    expect(error.closest('.ant-form-item')?.querySelector('[data-testid="org-financialControlType"]')).not.toBeNull();
  });
});
