import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrgDetail, OrgRow, ParkRow } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { OrgManagePage } from './org-manage-page';

/** 龙华园区 (park organisation 23) linked to park 31 of business group 22, as the seed's demo park. */
const ORG: OrgRow = {
  id: '23',
  pid: '22',
  pids: '[0],[21],[22],',
  name: '龙华园区',
  code: 'longhua',
  orgType: 'park',
  parkId: '31',
  parkName: '龙华园区',
  sort: 1,
  remark: null,
  status: 0,
  equitySharePct: null,
  operationalControl: null,
  financialControl: null,
  version: 2,
  createTime: '2024-01-01 00:00:00',
  updateTime: '2024-01-01 00:00:00',
};
const PARK: ParkRow = {
  id: '31',
  name: '龙华园区',
  code: 'ccbg-longhua',
  businessGroupId: '22',
  businessGroupName: '云计算事业群',
  address: '广东省深圳市龙华区',
  longitude: '114.044900',
  latitude: '22.658500',
  sort: 7,
  remark: 'north gate',
  version: 3,
};
const ORG_PERMISSIONS = ['sysOrg:page', 'sysOrg:detailWithPark', 'sysOrg:editWithPark'];

type Sent = { path: string; body: Record<string, unknown> };

/** The server side of the screen: sysPark/edit stores the park (as the list then shows it) and answers the next version. */
function serve(permissions: string[]) {
  let park = PARK;
  const sent: Sent[] = [];
  mockFetch((path, init) => {
    if (init?.method === 'POST') sent.push({ path, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    if (path === '/getLoginUser') return ok({ id: '1', account: 'u', name: 'U', adminType: 2, permissions, menus: [] });
    if (path.startsWith('/sysOrg/page')) return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: 1, rows: [ORG] });
    if (path.startsWith('/sysOrg/tree')) return ok([]);
    if (path.startsWith('/sysOrg/detailWithPark')) return ok({ ...ORG, park, boundary: null, history: [] } satisfies OrgDetail);
    if (path.startsWith('/sysPark/list')) return ok([park]);
    if (path === '/sysPark/edit') {
      const b = sent.at(-1)!.body as { address: string | null; longitude: number | null; latitude: number | null; version: number };
      const text = (v: number | null) => (v === null ? null : v.toFixed(6));
      park = { ...park, address: b.address, longitude: text(b.longitude), latitude: text(b.latitude), version: b.version + 1 };
      return ok({ id: park.id, version: park.version });
    }
    if (path === '/sysOrg/editWithPark') return ok({ id: ORG.id, version: ORG.version + 1, warnings: [] });
    return ok(null);
  });
  return { sent: (p: string) => sent.filter((s) => s.path === p).map((s) => s.body) };
}

async function openOrgEdit() {
  setToken('t');
  renderAt(<OrgManagePage />);
  fireEvent.click(await screen.findByTestId('org-edit-longhua'));
  return screen.findByTestId('org-park-location');
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('an existing park’s address and coordinates (issue 14)', () => {
  it('shows them in the organisation form and saves changed ones through sysPark/edit with the park’s lock version', async () => {
    const { sent } = serve([...ORG_PERMISSIONS, 'sysPark:edit']);
    const location = await openOrgEdit();
    expect(location.textContent).toContain('广东省深圳市龙华区');
    expect(within(location).getByTestId('org-park-coordinates').textContent).toBe('Longitude 114.0449, latitude 22.6585');

    fireEvent.click(screen.getByTestId('org-park-edit'));
    await waitFor(() => expect(input('parkEdit-latitude').value).toBe('22.658500'));
    expect(input('parkEdit-longitude').value).toBe('114.044900');
    expect(input('parkEdit-address').value).toBe('广东省深圳市龙华区');

    // out of range: refused on the form with the field's own message, nothing sent
    fireEvent.change(input('parkEdit-latitude'), { target: { value: '91' } });
    fireEvent.click(screen.getByTestId('parkEdit-submit'));
    expect(await screen.findByText('The latitude must be between -90 and 90')).toBeTruthy();
    fireEvent.change(input('parkEdit-longitude'), { target: { value: '-180.5' } });
    fireEvent.click(screen.getByTestId('parkEdit-submit'));
    expect(await screen.findByText('The longitude must be between -180 and 180')).toBeTruthy();
    expect(sent('/sysPark/edit')).toEqual([]);

    fireEvent.change(input('parkEdit-latitude'), { target: { value: '22.7' } });
    fireEvent.change(input('parkEdit-longitude'), { target: { value: '114.05' } });
    fireEvent.change(input('parkEdit-address'), { target: { value: '深圳市龙华区东环二路2号' } });
    fireEvent.click(screen.getByTestId('parkEdit-submit'));

    await waitFor(() => expect(sent('/sysPark/edit')).toHaveLength(1));
    // every field of the park goes back: the unchanged ones (and the sort and remark the form does not show) as they were
    expect(sent('/sysPark/edit')[0]).toEqual({
      id: '31',
      version: 3,
      name: '龙华园区',
      code: 'ccbg-longhua',
      businessGroupId: '22',
      address: '深圳市龙华区东环二路2号',
      longitude: 114.05,
      latitude: 22.7,
      sort: 7,
      remark: 'north gate',
    });
    // the park dialog closes; the organisation form shows the stored values, and its own save links the park by id
    await waitFor(() => expect(screen.getByTestId('org-park-coordinates').textContent).toBe('Longitude 114.05, latitude 22.7'));
    expect(screen.getByTestId('org-park-address').textContent).toBe('深圳市龙华区东环二路2号');
    fireEvent.click(screen.getByTestId('org-submit'));
    await waitFor(() => expect(sent('/sysOrg/editWithPark')).toHaveLength(1));
    expect(sent('/sysOrg/editWithPark')[0]).toMatchObject({ id: '23', version: 2, park: { id: '31' } });
  });

  it('clears the coordinates: sent as null, and the form then says the park is not on the map', async () => {
    const { sent } = serve([...ORG_PERMISSIONS, 'sysPark:edit']);
    await openOrgEdit();
    fireEvent.click(screen.getByTestId('org-park-edit'));
    await waitFor(() => expect(input('parkEdit-latitude').value).toBe('22.658500'));
    fireEvent.change(input('parkEdit-latitude'), { target: { value: '' } });
    fireEvent.change(input('parkEdit-longitude'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('parkEdit-submit'));
    await waitFor(() => expect(sent('/sysPark/edit')).toHaveLength(1));
    expect(sent('/sysPark/edit')[0]).toMatchObject({ longitude: null, latitude: null, address: '广东省深圳市龙华区' });
    await waitFor(() =>
      expect(screen.getByTestId('org-park-coordinates').textContent).toBe('No coordinates yet: the park is not on the map'),
    );
  });

  it('without sysPark:edit the location is shown but cannot be opened for editing', async () => {
    serve(ORG_PERMISSIONS);
    const location = await openOrgEdit();
    expect(location.textContent).toContain('Longitude 114.0449, latitude 22.6585');
    expect(screen.queryByTestId('org-park-edit')).toBeNull();
  });
});
