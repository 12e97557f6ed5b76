import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrgDetail, OrgRow } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { OrgManagePage } from './org-manage-page';
import { orgRow, PERMISSIONS } from './org-test-kit';

const ORG: OrgRow = orgRow({});
const DETAIL: OrgDetail = { ...ORG, park: null, boundary: null, history: [] };

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

/** Fii (group) > 云计算事业群 (business group) > 龙华园区 (park); every add answers a new id. */
function serveTree() {
  const node = (id: string, title: string, orgType: string, children: unknown[] = []) => ({
    id,
    parentId: '0',
    pid: '0',
    title,
    value: id,
    weight: 1,
    code: id,
    orgType,
    parkId: null,
    parkName: null,
    parkCode: null,
    address: null,
    longitude: null,
    latitude: null,
    children,
  });
  const tree = [node('21', 'Fii', 'group', [node('22', '云计算事业群', 'business_group', [node('23', '龙华园区', 'park')])])];
  const fetch = mockFetch((path) => {
    if (path === '/getLoginUser') return ok({ id: '1', account: 'u', name: 'U', adminType: 2, permissions: PERMISSIONS, menus: [] });
    if (path.startsWith('/sysOrg/page')) return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: 1, rows: [ORG] });
    if (path.startsWith('/sysOrg/tree')) return ok(tree);
    if (path.startsWith('/sysPark/list')) return ok([]);
    if (path === '/sysOrg/addWithPark') return ok({ id: '99', version: 1, warnings: [] });
    return ok(null);
  });
  const sent = () =>
    fetch.mock.calls.filter(([url]) => String(url).endsWith('/sysOrg/addWithPark')).map(([, init]) => JSON.parse(String(init?.body)));
  return { sent };
}

async function openAdd(select?: string) {
  setToken('t');
  renderAt(<OrgManagePage />);
  if (select) fireEvent.click(await screen.findByTestId(`org-tree-node-${select}`));
  else await screen.findByTestId('org-tree-node-21');
  fireEvent.click(await screen.findByTestId('org-add'));
  fireEvent.change(await screen.findByTestId('org-name'), { target: { value: '云计算事业群-新组织' } });
  fireEvent.change(screen.getByTestId('org-code'), { target: { value: 'ccbg-new' } });
}

const optionStates = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((o) => [
    o.textContent,
    o.classList.contains('ant-select-item-option-disabled'),
  ]);

describe('OrgFormDialog level order (issue 9)', () => {
  it('adds under the node selected in the tree, with the first level allowed below it', async () => {
    const { sent } = serveTree();
    await openAdd('22');
    await waitFor(() =>
      expect(document.querySelector('[data-testid="org-dialog"] .ant-select-selection-item[title="Park"]')).not.toBeNull(),
    );
    fireEvent.click(screen.getByTestId('org-submit'));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ pid: '22', orgType: 'park', name: '云计算事业群-新组织' });
  });

  it('below a park: a legal entity by default; group, business group and park cannot be picked', async () => {
    const { sent } = serveTree();
    await openAdd('23');
    fireEvent.mouseDown(within(screen.getByTestId('org-dialog')).getAllByRole('combobox')[1]!);
    await waitFor(() =>
      expect(optionStates()).toEqual([
        ['Group', true],
        ['Business group', true],
        ['Park', true],
        ['Legal entity', false],
        ['Business unit (BU)', false],
        ['Building', false],
      ]),
    );
    fireEvent.click(screen.getByTestId('org-submit'));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ pid: '23', orgType: 'legal_entity' });
  });

  it('at the top level only a group is offered', async () => {
    const { sent } = serveTree();
    await openAdd();
    fireEvent.click(screen.getByTestId('org-submit'));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ pid: '0', orgType: 'group' });
  });

  it('refuses an equity share of 150 with the spec message instead of clamping it to 100', async () => {
    const { sent } = serveTree();
    await openAdd('23'); // a legal entity: the boundary fields show
    const equity = (await screen.findByTestId('org-equitySharePct')) as HTMLInputElement;
    fireEvent.change(equity, { target: { value: '150' } });
    fireEvent.blur(equity);
    fireEvent.click(screen.getByTestId('org-submit'));
    expect(await screen.findByText('The equity share may be at most 100 % and may not be negative')).toBeTruthy();
    expect(equity.value).toBe('150.0000');
    expect(sent()).toHaveLength(0);
    fireEvent.change(equity, { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('org-submit'));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ orgType: 'legal_entity', equitySharePct: 100 });
  });
});
