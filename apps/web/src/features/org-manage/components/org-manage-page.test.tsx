import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OrgDetail, OrgRow } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { OrgManagePage } from './org-manage-page';

const ORG: OrgRow = {
  id: '21',
  pid: '0',
  pids: '[0],',
  name: 'Fii',
  code: 'fii',
  orgType: 'group',
  parkId: null,
  parkName: null,
  sort: 100,
  remark: null,
  status: 0,
  equitySharePct: null,
  operationalControl: null,
  financialControl: null,
  version: 4,
  createTime: '2024-01-01 00:00:00',
  updateTime: '2024-01-01 00:00:00',
};
const DETAIL: OrgDetail = { ...ORG, park: null, boundary: null, history: [] };
const PERMISSIONS = ['sysOrg:addWithPark', 'sysOrg:editWithPark', 'sysOrg:delete', 'sysOrg:detailWithPark', 'sysOrg:page'];

function serve() {
  let org = ORG;
  const fetch = mockFetch((path, init) => {
    if (path === '/getLoginUser') return ok({ id: '1', account: 'u', name: 'U', adminType: 2, permissions: PERMISSIONS, menus: [] });
    if (path.startsWith('/sysOrg/page')) return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: 1, rows: [org] });
    if (path.startsWith('/sysOrg/tree'))
      return ok([{ id: org.id, parentId: '0', title: org.name, value: org.id, weight: 100, children: [] }]);
    if (path.startsWith('/sysOrg/detailWithPark')) return ok({ ...DETAIL, ...org });
    if (path.startsWith('/sysPark/list')) return ok([]);
    if (path === '/sysOrg/editWithPark') {
      const body = JSON.parse(String(init?.body)) as { name: string; version: number };
      org = { ...org, name: body.name, version: body.version + 1 };
      return ok({ id: org.id, version: org.version, warnings: [] });
    }
    return ok(null);
  });
  const count = (p: string) => fetch.mock.calls.filter(([url]) => String(url).includes(p)).length;
  return { fetch, count };
}

describe('OrgManagePage', () => {
  it('edits an organisation with its lock version; the table and the shared tree refresh', async () => {
    setToken('t');
    const { fetch, count } = serve();
    renderAt(<OrgManagePage />);
    await screen.findByTestId('org-edit-fii');
    await waitFor(() => expect(count('/sysOrg/tree')).toBeGreaterThan(0));
    const trees = count('/sysOrg/tree');

    fireEvent.click(screen.getByTestId('org-edit-fii'));
    const name = (await screen.findByTestId('org-name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Fii'));
    fireEvent.change(name, { target: { value: 'Fii Group' } });
    fireEvent.click(screen.getByTestId('org-submit'));

    await waitFor(() => expect(screen.getAllByText('Fii Group').length).toBeGreaterThan(0));
    await waitFor(() => expect(count('/sysOrg/tree')).toBeGreaterThan(trees));
    const edit = fetch.mock.calls.find(([url]) => String(url).endsWith('/sysOrg/editWithPark'));
    expect(JSON.parse(String(edit?.[1]?.body))).toMatchObject({ id: '21', version: 4, name: 'Fii Group' });
  });
});
