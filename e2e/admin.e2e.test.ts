import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@carbon/domain';
import { startServer, type RunningServer } from '../scripts/server-process.js';
import { apiFromPage, launchBrowser, newContext, pick, rootMenuTitles, signIn, submitDialog } from './support/browser.js';

type TreeNode = { id: string; title: string; children: TreeNode[] };
type MenuRow = { id: string; code: string; children: MenuRow[] };
const flatten = <T extends { children: T[] }>(nodes: T[]): T[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const en = (key: string) => MESSAGES['en-US'][key]!;

const BG = { name: 'Journey BG', code: 'journey-bg' };
const PARK = { name: 'Journey BG-Journey Park', code: 'journey-bg-park' };
const LE = { name: 'Journey BG-Journey Legal Entity', code: 'journey-bg-le' };
const ROLE = { name: 'Journey inventory role', code: 'journey_inventory' };
const ACCOUNT = { account: 'journey.user', name: 'Journey User', password: 'Journey@Pass1', next: 'Journey@Pass2' };

async function addOrg(
  page: Page,
  org: { name: string; code: string },
  parent: string,
  type: string,
  extra?: (page: Page) => Promise<void>,
) {
  await page.getByTestId('org-add').click();
  await page.getByTestId('org-name').fill(org.name);
  await page.getByTestId('org-code').fill(org.code);
  await pick(page, 'org-pid', parent, true);
  await pick(page, 'org-orgType', type);
  await extra?.(page);
  await submitDialog(page, 'org-submit');
}

describe('administration journeys (issue 3)', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;
  let user: Page;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    admin = await (await newContext(browser, 'en-US')).newPage();
    await signIn(admin, server.url, 'superAdmin', 'Carbon@Admin1');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('journey 1: creates a business group, a park and a legal entity, a role with inventory menus and that data, and an account', async () => {
    await admin.goto(`${server.url}/organizationalStructure/orgManage`);
    await admin.getByTestId('org-table').waitFor();
    await addOrg(admin, BG, 'Fii', en('enum.orgType.businessGroup'));
    await addOrg(admin, PARK, BG.name, en('enum.orgType.park'), async (page) => {
      await page.getByTestId('org-parkMode-new').click();
      await page.getByTestId('park-name').fill('Journey Park');
      await page.getByTestId('park-code').fill('journey-park');
      await pick(page, 'park-businessGroupId', BG.name);
      await page.getByTestId('park-address').fill('1 Journey Road');
    });
    await addOrg(admin, LE, PARK.name, en('enum.orgType.legalEntity'), async (page) => {
      await page.getByTestId('org-equitySharePct').fill('60');
    });
    const orgs = flatten(await apiFromPage<TreeNode[]>(admin, '/sysOrg/tree'));
    for (const o of [BG, PARK, LE]) ids[o.code] = orgs.find((n) => n.title === o.name)!.id;
    expect(Object.values(ids).every(Boolean)).toBe(true);

    await admin.goto(`${server.url}/organizationalStructure/roleManage`);
    await admin.getByTestId('role-add').click();
    await admin.getByTestId('role-name').fill(ROLE.name);
    await admin.getByTestId('role-code').fill(ROLE.code);
    await admin.getByTestId('role-submit').click();
    await admin.getByTestId(`role-grant-menu-${ROLE.code}`).click();
    const menuRows = flatten(await apiFromPage<MenuRow[]>(admin, '/sysMenu/list'));
    for (const code of ['carbonButler', 'inventoryProject', 'inventoryTask']) {
      const node = admin.locator('.ant-tree-treenode', {
        has: admin.getByTestId(`role-menu-node-${menuRows.find((m) => m.code === code)!.id}`),
      });
      await node.locator('.ant-tree-checkbox').click();
    }
    await submitDialog(admin, 'role-grant-menu-submit');
    await admin.getByTestId(`role-grant-data-${ROLE.code}`).click();
    await pick(admin, 'role-dataScopeType', en('enum.dataScopeType.custom'));
    for (const o of [BG, PARK, LE]) {
      const node = admin.locator('.ant-tree-treenode', { has: admin.getByTestId(`role-grant-data-tree-node-${ids[o.code]}`) });
      await node.locator('.ant-tree-checkbox').click();
    }
    await submitDialog(admin, 'role-grant-data-submit');

    await admin.goto(`${server.url}/organizationalStructure/accountManage`);
    await admin.getByTestId('account-add').click();
    await admin.getByTestId('account-jobNum').fill('J0001');
    await admin.getByTestId('account-name').fill(ACCOUNT.name);
    await admin.getByTestId('account-account').fill(ACCOUNT.account);
    await pick(admin, 'account-orgId', LE.name, true);
    await admin.getByTestId('account-posIdList').click();
    await admin.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
    await admin.keyboard.press('Escape');
    await admin.getByTestId('account-email').fill('journey@example.com');
    await admin.getByTestId('account-password').fill(ACCOUNT.password);
    await admin.getByTestId('account-confirm').fill(ACCOUNT.password);
    await submitDialog(admin, 'account-submit');
    await admin.getByTestId(`account-grant-role-${ACCOUNT.account}`).click();
    await admin.getByTestId(`account-role-${ROLE.code}`).click();
    await submitDialog(admin, 'account-grant-role-submit');
    const users = await apiFromPage<{ rows: { id: string; account: string }[] }>(admin, `/sysUser/page?searchValue=${ACCOUNT.account}`);
    const created = users.rows.find((u) => u.account === ACCOUNT.account)!;
    const roles = await apiFromPage<{ id: string; code: string }[]>(admin, '/sysRole/dropDown');
    expect(await apiFromPage<string[]>(admin, `/sysUser/ownRole?id=${created.id}`)).toEqual([roles.find((r) => r.code === ROLE.code)!.id]);
    const role = roles.find((r) => r.code === ROLE.code)!;
    const menus = flatten(await apiFromPage<MenuRow[]>(admin, '/sysMenu/list'));
    const granted = await apiFromPage<string[]>(admin, `/sysRole/ownMenu?id=${role.id}`);
    // checking a page in the tree checks its buttons too (issue 10 gave both pages their buttons):
    // the two pages, their parent, and every button under the two pages, nothing else of carbonButler
    const pageButtons = ['inventoryProject', 'inventoryTask'].flatMap((code) =>
      flatten(menus.find((m) => m.code === code)!.children).map((m) => m.code),
    );
    expect(pageButtons).toEqual(expect.arrayContaining(['inventoryProject_add', 'inventoryTask_fill', 'inventoryTask_submit']));
    expect(granted.map((id) => menus.find((m) => m.id === id)!.code).sort()).toEqual(
      ['carbonButler', 'inventoryProject', 'inventoryTask', ...pageButtons].sort(),
    );
    expect((await apiFromPage<string[]>(admin, `/sysRole/ownData?id=${role.id}`)).sort()).toEqual(Object.values(ids).sort());
  });

  it('journey 2: the new account sees only the inventory menus and only its subtree', async () => {
    user = await (await newContext(browser, 'en-US')).newPage();
    await user.goto(`${server.url}/login`);
    await user.getByTestId('login-account').fill(ACCOUNT.account);
    await user.getByTestId('login-password').fill(ACCOUNT.password);
    await user.getByTestId('login-submit').click();
    await user.getByTestId('pwd-forced').waitFor(); // an administrator set the first password
    await user.getByTestId('pwd-old').fill(ACCOUNT.password);
    await user.getByTestId('pwd-new').fill(ACCOUNT.next);
    await user.getByTestId('pwd-repeat').fill(ACCOUNT.next);
    await user.getByTestId('pwd-submit').click();
    await user.getByTestId('pwd-forced').waitFor({ state: 'detached' }); // the change is saved: the shell leaves the forced page
    await user.getByTestId('top-menu').waitFor();
    await expect.poll(() => rootMenuTitles(user)).toEqual([en('menu.carbonButler')]);
    const visible = flatten(await apiFromPage<TreeNode[]>(user, '/sysOrg/treeWithoutParent')).map((n) => n.id);
    expect(visible.sort()).toEqual(Object.values(ids).sort());
    // the inventory task page is a real page now (issue 10): the granted list opens, scoped to the subtree (no task issued yet)
    await user.goto(`${server.url}/carbonButler/inventoryTask`);
    await user.getByTestId('task-table').waitFor();
    expect(await user.getByTestId('forbidden').count()).toBe(0);
    expect((await apiFromPage<{ totalRows: number }>(user, '/inventoryTask/page?pageNo=1&pageSize=10')).totalRows).toBe(0);
  });

  it('journey 3: deactivating the account refuses its open session at the next click', async () => {
    await admin.getByTestId(`account-status-${ACCOUNT.account}`).click();
    await admin.getByTestId(`account-status-ok-${ACCOUNT.account}`).click();
    await expect.poll(() => admin.getByTestId(`account-state-${ACCOUNT.account}`).innerText()).toBe(en('enum.commonStatus.deactivated'));
    await user
      .locator('[data-testid="top-menu"] li', { hasText: en('menu.carbonButler') })
      .first()
      .hover();
    await user.getByRole('menuitem', { name: en('menu.inventoryProject') }).click();
    await user.waitForURL(/\/login/, { waitUntil: 'commit' });
  });
});
