import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, editable, id, listed, ref, sort, status, timestamps, version } from './columns.js';

export const sysApp = pgTable('sys_app', {
  id: id(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  active: boolean('active').notNull().default(false),
  status: status(),
  sort: sort(),
});

export const sysOrg = pgTable(
  'sys_org',
  {
    id: id(),
    pid: ref('pid').notNull().default(0),
    /** Ancestor ids as "[0],[1],[5]," (contract §5.3), for subtree queries by LIKE. */
    pids: text('pids').notNull().default('[0],'),
    name: text('name').notNull(),
    code: text('code').notNull(),
    /** Organisation type code from the domain's ORG_TYPE: group, business_group, park, legal_entity, bu, building. */
    orgType: text('org_type').notNull(),
    parkId: ref('park_id'),
    /** Legal entities: the group's equity share in % (0–100) and its control, for consolidation. */
    equitySharePct: numeric('equity_share_pct', { precision: 7, scale: 4 }),
    operationalControl: boolean('operational_control'),
    financialControl: boolean('financial_control'),
    /** The relationship to the group (issue 26, ADR 010): wholly-owned, subsidiary, joint-venture, associate, fixed-asset-investment, franchise. */
    relationship: text('relationship'),
    /** Financial control: own, joint or none (issue 26; `financial_control` stays true exactly for own). */
    financialControlType: text('financial_control_type'),
    sort: sort(),
    remark: text('remark'),
    ...editable(),
  },
  (t) => [
    index('sys_org_pid_idx').on(t.pid),
    index('sys_org_pids_idx').on(t.pids),
    uniqueIndex('sys_org_code_idx')
      .on(t.code)
      .where(sql`status <> 2`),
    uniqueIndex('sys_org_name_idx')
      .on(t.name)
      .where(sql`status <> 2`),
  ],
);

export const sysPos = pgTable('sys_pos', {
  id: id(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  ...listed(),
});

export const sysUser = pgTable(
  'sys_user',
  {
    id: id(),
    account: text('account').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    nickName: text('nick_name'),
    email: text('email'),
    phone: text('phone'),
    tel: text('tel'),
    jobNum: text('job_num'),
    orgId: ref('org_id'),
    /** contract AdminTypeEnum: 1 super admin, 2 other. */
    adminType: smallint('admin_type').notNull().default(2),
    /** spec §3 user type: 1 administrator, 2 manager, 3 common user. */
    userType: smallint('user_type').notNull().default(3),
    status: status(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastLoginIp: text('last_login_ip'),
    lastLoginTime: at('last_login_time'),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('sys_user_org_idx').on(t.orgId),
    uniqueIndex('sys_user_account_idx')
      .on(t.account)
      .where(sql`status <> 2`),
  ],
);

export const sysUserPos = pgTable('sys_user_pos', { userId: ref('user_id').notNull(), posId: ref('pos_id').notNull() }, (t) => [
  primaryKey({ columns: [t.userId, t.posId] }),
]);

export const sysRole = pgTable('sys_role', {
  id: id(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  sort: sort(),
  /** contract data_scope_type 1..5; never null (the client relies on it). */
  dataScopeType: smallint('data_scope_type').notNull().default(1),
  remark: text('remark'),
  /**
   * The owning organisation (ADR 008, migration 0005): who may see and change the role.
   * Null only for rows written outside the application; such a role is managed by callers who see all data.
   */
  orgId: ref('org_id'),
  ...editable(),
});

export const sysUserRole = pgTable('sys_user_role', { userId: ref('user_id').notNull(), roleId: ref('role_id').notNull() }, (t) => [
  primaryKey({ columns: [t.userId, t.roleId] }),
  index('sys_user_role_role_idx').on(t.roleId),
]);

export const sysMenu = pgTable('sys_menu', {
  id: id(),
  pid: ref('pid').notNull().default(0),
  pids: text('pids').notNull().default('[0],'),
  name: text('name').notNull(),
  /** The route name the shell filters on (LoginMenuTreeNode.name). */
  code: text('code').notNull().unique(),
  /** 0 directory, 1 menu, 2 button. */
  type: smallint('type').notNull(),
  icon: text('icon'),
  router: text('router'),
  component: text('component'),
  permission: text('permission'),
  application: text('application').notNull().default('system'),
  /** 0 none, 1 component, 2 inner link, 3 outer link. */
  openType: smallint('open_type').notNull().default(1),
  visible: text('visible').notNull().default('Y'),
  link: text('link'),
  redirect: text('redirect'),
  /** 1 system weight, 2 business weight (hidden from the super admin's navigation). */
  weight: smallint('weight').notNull().default(1),
  sort: sort(),
  remark: text('remark'),
  ...editable(),
});

export const sysRoleMenu = pgTable('sys_role_menu', { roleId: ref('role_id').notNull(), menuId: ref('menu_id').notNull() }, (t) => [
  primaryKey({ columns: [t.roleId, t.menuId] }),
]);

export const sysRoleDataScope = pgTable(
  'sys_role_data_scope',
  { roleId: ref('role_id').notNull(), orgId: ref('org_id').notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.orgId] })],
);

export const sysUserDataScope = pgTable(
  'sys_user_data_scope',
  { userId: ref('user_id').notNull(), orgId: ref('org_id').notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.orgId] })],
);

/** One row per signed-in token (ADR 003): the JWT names it, the row decides if it is alive. */
export const sysSession = pgTable(
  'sys_session',
  {
    id: text('id').primaryKey(),
    userId: ref('user_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    /** Absolute expiry: created + absolute timeout. */
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    endedReason: text('ended_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sys_session_user_idx').on(t.userId)],
);

/** Failed sign-in counters by key ("account:<name>" or "ip:<addr>"), shared by every process. */
export const sysLoginThrottle = pgTable('sys_login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: at('window_start').notNull().defaultNow(),
  lockedUntil: at('locked_until'),
});

/** Issued captcha challenges; the answer is stored hashed and each challenge is single-use. */
export const sysCaptcha = pgTable('sys_captcha', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
});
