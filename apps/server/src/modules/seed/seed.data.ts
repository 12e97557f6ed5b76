import { SERVER_MODULES } from '../index.js';
import { BUTTONS, ROUTES, buttonMenuCode, type OrgTypeCode } from '@carbon/domain';
import type { SeededRoleRules } from '../../platform/module.js';

/**
 * The demo group seeded on an empty database (issue 2 §5). It is labelled demo data:
 * an administrator reshapes or deletes it from the organisation screen.
 * Org types are the domain's ORG_TYPE codes.
 */
export type SeedOrg = { code: string; name: string; type: OrgTypeCode; parent: string | null; sort: number; equitySharePct?: string };

export const DEMO_ORGS: SeedOrg[] = [
  { code: 'fii', name: 'Fii', type: 'group', parent: null, sort: 1 },
  { code: 'fii-ccbg', name: '云计算事业群', type: 'business_group', parent: 'fii', sort: 1 },
  { code: 'fii-ccbg-longhua', name: '云计算事业群-龙华园区', type: 'park', parent: 'fii-ccbg', sort: 1 },
  {
    code: 'fii-ccbg-longhua-le1',
    name: '云计算事业群-深圳示范精密有限公司',
    type: 'legal_entity',
    equitySharePct: '100',
    parent: 'fii-ccbg-longhua',
    sort: 1,
  },
  {
    code: 'fii-ccbg-longhua-le1-server',
    name: '云计算事业群-深圳示范精密有限公司-服务器BU',
    type: 'bu',
    parent: 'fii-ccbg-longhua-le1',
    sort: 1,
  },
  {
    code: 'fii-ccbg-longhua-le1-storage',
    name: '云计算事业群-深圳示范精密有限公司-存储BU',
    type: 'bu',
    parent: 'fii-ccbg-longhua-le1',
    sort: 2,
  },
  { code: 'fii-iibg', name: '工业互联网事业群', type: 'business_group', parent: 'fii', sort: 2 },
  { code: 'fii-iibg-zhengzhou', name: '工业互联网事业群-郑州园区', type: 'park', parent: 'fii-iibg', sort: 1 },
  {
    code: 'fii-iibg-zhengzhou-le1',
    name: '工业互联网事业群-郑州示范科技有限公司',
    type: 'legal_entity',
    equitySharePct: '100',
    parent: 'fii-iibg-zhengzhou',
    sort: 1,
  },
  {
    code: 'fii-iibg-zhengzhou-le1-smt',
    name: '工业互联网事业群-郑州示范科技有限公司-SMT BU',
    type: 'bu',
    parent: 'fii-iibg-zhengzhou-le1',
    sort: 1,
  },
];

/**
 * The park record of each demo park organisation (issue 9): the park column, the "existing
 * park" choice and the map have something to show. The business group is the park's parent.
 */
export type SeedPark = { org: string; name: string; code: string; address: string; longitude: string; latitude: string };

export const DEMO_PARKS: SeedPark[] = [
  {
    org: 'fii-ccbg-longhua',
    name: '龙华园区',
    code: 'ccbg-longhua',
    address: '广东省深圳市龙华区',
    longitude: '114.044900',
    latitude: '22.658500',
  },
  {
    org: 'fii-iibg-zhengzhou',
    name: '郑州园区',
    code: 'iibg-zhengzhou',
    address: '河南省郑州市航空港区',
    longitude: '113.841100',
    latitude: '34.528900',
  },
];

export const DEMO_POSITIONS = [
  { code: 'gm', name: '总经理', sort: 1 },
  { code: 'manager', name: '主管', sort: 2 },
  { code: 'engineer', name: '工程师', sort: 3 },
  { code: 'specialist', name: '碳管理专员', sort: 4 },
];

const RULES: readonly SeededRoleRules[] = SERVER_MODULES.map((m) => m.seededRoles ?? {});
const all = <T>(pick: (r: SeededRoleRules) => readonly T[] | undefined): T[] => RULES.flatMap((r) => pick(r) ?? []);
const codes = (permissions: readonly string[]) => new Set(permissions.map(buttonMenuCode));

const ADMIN_ONLY_ROOTS = new Set(all((r) => r.adminOnlyRoots));
/** The shell's personal centre, and each module's common directories. */
const COMMON_ROOTS = new Set(['userInfo', ...all((r) => r.commonRoots)]);
/** The top-level route of a route or button menu code. */
const rootOf = (code: string): string => {
  const button = BUTTONS.find((b) => buttonMenuCode(b.permission) === code);
  if (button) return rootOf(button.page);
  const route = ROUTES.find((r) => r.code === code);
  return route?.parent ? rootOf(route.parent) : code;
};

/**
 * The write buttons of the group-wide libraries (factor library, exchange rates): add, edit, delete, import (and
 * with it the import template). They change data every business group uses, so they belong to the administrator
 * role; a business-group manager reads and exports.
 */
export const LIBRARY_WRITE_BUTTONS: ReadonlySet<string> = new Set(
  all((r) => r.libraries)
    .flatMap((c) => Object.values(c.endpoints))
    .filter((e) => e.method === 'POST')
    .map((e) => buttonMenuCode(e.permission)),
);

/** The workflow buttons (the inventory, approval, report and certificate pages, issues 10, 11): each seeded role gets only those listed for it. */
const WORKFLOW_BUTTONS: ReadonlySet<string> = new Set(
  all((r) => r.workflow)
    .flatMap((c) => [...Object.values(c.endpoints).map((e) => e.permission), ...c.buttons])
    .filter((permission) => permission !== 'public' && permission !== 'authenticated')
    .map(buttonMenuCode),
);
const MANAGER_WORKFLOW = codes(all((r) => r.manager));
/** Group-wide settings and tools, the administrator's: each module's `adminButtons`. */
const GROUP_SETTINGS_BUTTONS = codes(SERVER_MODULES.flatMap((m) => m.adminButtons ?? []));
const COMMON_WORKFLOW = codes(all((r) => r.common));
const workflowAllows = (allowed: ReadonlySet<string>, c: string) => !WORKFLOW_BUTTONS.has(c) || allowed.has(c);

/** Roles of the three account types: menu route codes and contract data-scope type (README "Seeded roles"). */
export const SEED_ROLES = [
  { code: 'admin', name: '管理员', dataScopeType: 1, menus: (_: string) => true },
  {
    code: 'manager',
    name: '主管',
    dataScopeType: 2,
    menus: (c: string) =>
      !ADMIN_ONLY_ROOTS.has(rootOf(c)) &&
      !LIBRARY_WRITE_BUTTONS.has(c) &&
      !GROUP_SETTINGS_BUTTONS.has(c) &&
      workflowAllows(MANAGER_WORKFLOW, c),
  },
  {
    code: 'common',
    name: '普通用户',
    dataScopeType: 3,
    menus: (c: string) => COMMON_ROOTS.has(rootOf(c)) && !GROUP_SETTINGS_BUTTONS.has(c) && workflowAllows(COMMON_WORKFLOW, c),
  },
];

/** One account of each type; demo passwords are documented in the README (demo mode only). */
export const SEED_USERS = [
  {
    account: 'superAdmin',
    name: '超级管理员',
    adminType: 1,
    userType: 1,
    org: 'fii',
    role: 'admin',
    pos: 'gm',
    demoPassword: 'Carbon@Admin1',
  },
  {
    account: 'manager',
    name: '示范主管',
    adminType: 2,
    userType: 2,
    org: 'fii-ccbg',
    role: 'manager',
    pos: 'manager',
    demoPassword: 'Carbon@Mgr1',
  },
  {
    account: 'user',
    name: '示范用户',
    adminType: 2,
    userType: 3,
    org: 'fii-ccbg-longhua-le1',
    role: 'common',
    pos: 'specialist',
    demoPassword: 'Carbon@User1',
  },
];
