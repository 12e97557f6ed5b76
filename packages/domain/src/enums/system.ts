/**
 * Administration enumerations: contract §5.1 (the XiaoNuo framework's enums and seed
 * dictionary) and spec §3/§6 (accounts, organisations, menus, approval levels).
 * Numeric codes are the framework's; string codes are used where no source numbers them.
 */
import { defineEnum, type EnumCode } from './types.js';

/** Contract §5.1 CommonStatusEnum; spec §4 "Account: normal or deactivated". */
export const COMMON_STATUS = defineEnum('common_status', 'commonStatus', [
  [0, 'normal'],
  [1, 'deactivated'],
  [2, 'deleted'],
]);
export type CommonStatusCode = EnumCode<typeof COMMON_STATUS>;

/** The COMMON_STATUS codes by name, for code that sets or tests a row's status. */
export const STATUS = { NORMAL: 0, DEACTIVATED: 1, DELETED: 2 } as const satisfies Record<string, CommonStatusCode>;

/** Contract §5.1 SexEnum; 3 is the default when none is given on add (contract §5.2). */
export const SEX = defineEnum('sex', 'sex', [
  [1, 'male'],
  [2, 'female'],
  [3, 'unknown'],
]);
export type SexCode = EnumCode<typeof SEX>;

/**
 * Contract §5.1 AdminTypeEnum (no dictionary in the framework; seeded here so the
 * admin screens can label it). The framework's SQL comment says 0/1 but code and seed use 1/2.
 */
export const ADMIN_TYPE = defineEnum('admin_type', 'adminType', [
  [1, 'superAdmin'],
  [2, 'nonAdmin'],
]);
export type AdminTypeCode = EnumCode<typeof ADMIN_TYPE>;

/** Spec §1/§3/§6 account types. The spec gives no numbers, so the codes are strings. */
export const USER_TYPE = defineEnum('user_type', 'userType', [
  ['administrator', 'administrator'],
  ['manager', 'manager'],
  ['common_user', 'commonUser'],
]);
export type UserTypeCode = EnumCode<typeof USER_TYPE>;

/** Contract §5.1 YesOrNotEnum: stored as "Y"/"N" (e.g. sys_menu.visible, sys_app.active). */
export const YES_OR_NO = defineEnum('yes_or_no', 'yesOrNo', [
  ['Y', 'yes'],
  ['N', 'no'],
]);
export type YesOrNoCode = EnumCode<typeof YES_OR_NO>;

/** Contract §5.1 MenuTypeEnum; spec §3 menu type (directory, menu, button). */
export const MENU_TYPE = defineEnum('menu_type', 'menuType', [
  [0, 'directory'],
  [1, 'menu'],
  [2, 'button'],
]);
export type MenuTypeCode = EnumCode<typeof MENU_TYPE>;

/**
 * Menu open method. The spec (§3) lists "none, inner link, outer link, redirect"; the
 * contract (§5.1 MenuOpenTypeEnum, validator 0..3) has 0 none, 1 component, 2 inner link
 * (iframe), 3 outer link, and the framework's add form defaults dirs and menus to 1.
 * We keep the contract's codes: the spec's "redirect" is not an open type there but
 * the menu's separate `redirect` field ("home/redirect" in spec §3), and the spec's
 * list omits "component", the default for every ordinary page.
 */
export const OPEN_TYPE = defineEnum('open_type', 'openType', [
  [0, 'none'],
  [1, 'component'],
  [2, 'innerLink'],
  [3, 'outerLink'],
]);
export type OpenTypeCode = EnumCode<typeof OPEN_TYPE>;

/**
 * Contract §5.1 MenuWeightEnum: 1 system weight (visible to the super admin), 2 business
 * weight (hidden from the super admin's navigation, granted through roles; spec §6).
 */
export const MENU_WEIGHT = defineEnum('menu_weight', 'menuWeight', [
  [1, 'system'],
  [2, 'business'],
]);
export type MenuWeightCode = EnumCode<typeof MENU_WEIGHT>;

/** Contract §5.1 DataScopeTypeEnum; a role's granted data scope (spec §3, §6). */
export const DATA_SCOPE_TYPE = defineEnum('data_scope_type', 'dataScopeType', [
  [1, 'all'],
  [2, 'ownOrgAndBelow'],
  [3, 'ownOrg'],
  [4, 'selfOnly'],
  [5, 'custom'],
]);
export type DataScopeTypeCode = EnumCode<typeof DATA_SCOPE_TYPE>;

/** Contract §5.1 `vis_type` (login log). */
export const VIS_TYPE = defineEnum('vis_type', 'visType', [
  [1, 'login'],
  [2, 'logout'],
]);
export type VisTypeCode = EnumCode<typeof VIS_TYPE>;

/**
 * Organisation levels (spec: "organised by business group, park, legal entity and BU";
 * names follow "business group-legal person-BU-building"). Ordered top-down; the spec
 * gives no numbers.
 */
export const ORG_TYPE = defineEnum('org_type', 'orgType', [
  ['group', 'group'],
  ['business_group', 'businessGroup'],
  ['park', 'park'],
  ['legal_entity', 'legalEntity'],
  ['bu', 'bu'],
  ['building', 'building'],
]);
export type OrgTypeCode = EnumCode<typeof ORG_TYPE>;

/** Spec §6 approval levels, lowest first. */
export const APPROVAL_LEVEL = defineEnum('approval_level', 'approvalLevel', [
  ['org_direct_supervisor', 'orgDirectSupervisor'],
  ['org_senior_supervisor', 'orgSeniorSupervisor'],
  ['business_group_owner', 'businessGroupOwner'],
  ['group_central_owner', 'groupCentralOwner'],
]);
export type ApprovalLevelCode = EnumCode<typeof APPROVAL_LEVEL>;

/** Spec §4/§6: the approver's decision on a task or a project stage ("agree or reject"). */
export const APPROVAL_ACTION = defineEnum('approval_action', 'approvalAction', [
  ['agree', 'agree'],
  ['reject', 'reject'],
]);
export type ApprovalActionCode = EnumCode<typeof APPROVAL_ACTION>;

/** Spec §6 task filters: tasks I participated in, tasks I initiated. */
export const TASK_VIEW = defineEnum('task_view', 'taskView', [
  ['participated', 'participated'],
  ['initiated', 'initiated'],
]);
export type TaskViewCode = EnumCode<typeof TASK_VIEW>;

/** Spec §6 approval views: I submitted, waiting for my approval, history. */
export const APPROVAL_VIEW = defineEnum('approval_view', 'approvalView', [
  ['submitted', 'submitted'],
  ['waiting', 'waitingForMe'],
  ['history', 'history'],
]);
export type ApprovalViewCode = EnumCode<typeof APPROVAL_VIEW>;

export const SYSTEM_ENUMS = [
  COMMON_STATUS,
  SEX,
  ADMIN_TYPE,
  USER_TYPE,
  YES_OR_NO,
  MENU_TYPE,
  OPEN_TYPE,
  MENU_WEIGHT,
  DATA_SCOPE_TYPE,
  VIS_TYPE,
  ORG_TYPE,
  APPROVAL_LEVEL,
  APPROVAL_ACTION,
  TASK_VIEW,
  APPROVAL_VIEW,
] as const;
