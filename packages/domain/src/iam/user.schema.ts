import { z } from 'zod';
import { idString, pageQuery } from '../shared/envelope.js';
import { ORG_CODE } from './org-constants.js';
import { POS_CODE } from './lookup.schema.js';
import { ROLE_CODE } from './role.schema.js';

/**
 * Request and response shapes of the account API (spec §3, §5; contract §5.2) plus our
 * fields `userType` and `version`. Employee data travels as the contract's
 * `sysEmpParam` (requests) and `sysEmpInfo` (responses).
 */

/**
 * Refusal codes of the account API (contract 2020xxx), plus the codes a form naming a
 * missing organisation, position or role gets (their modules' "does not exist").
 */
export const USER_CODE = {
  /** the account does not exist (or was deleted) */
  NOT_EXIST: 2020001,
  /** another live account already has this name */
  ACCOUNT_REPEAT: 2020002,
  /** the super administrator cannot be deleted */
  SUPER_ADMIN_DELETE: 2020005,
  /** the super administrator's status cannot be changed */
  SUPER_ADMIN_STATUS: 2020006,
  ORG_NOT_EXIST: ORG_CODE.NOT_EXIST,
  POS_NOT_EXIST: POS_CODE.NOT_EXIST,
  ROLE_NOT_EXIST: ROLE_CODE.NOT_EXIST,
} as const;

const id = idString;
const idList = (max: number) => z.array(id).max(max);

/**
 * Account names: letters, digits and `_ . @ -`, 2–50 characters, not starting with a
 * character a spreadsheet reads as a formula (exports and imports stay harmless).
 */
export const USER_ACCOUNT_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.@-]{1,49}$/;

/**
 * Mobile phone numbers (spec §5 "phone format checked"; the contract only fixes 11 characters).
 * Accepted: a mainland China mobile number (11 digits, 1[3-9]…), a Taiwan mobile number
 * (09 + 8 digits), or an international number in E.164 form (+, country code, 7–15 digits
 * in all). Spaces and dashes are not accepted: the number is stored as typed.
 */
export const USER_PHONE_PATTERN = /^(?:1[3-9]\d{9}|09\d{8}|\+[1-9]\d{6,14})$/;

/** Landlines: 3–32 characters of digits, ( ) - space and # for an extension, optionally after a + (e.g. 0755-12345678#801). */
export const USER_TEL_PATTERN = /^\+?[\d(][\d() #-]{2,30}$/;

/** E-mail addresses: zod's e-mail rule, at most 100 characters (the import reuses this schema). */
export const userEmail = z.email().max(100);

/** Spec §3 user types: 1 administrator, 2 manager, 3 common user (the sys_user.user_type column). */
export const USER_TYPES = [1, 2, 3] as const;
export type UserTypeNumber = (typeof USER_TYPES)[number];
/** The domain enumeration code (enums/system.ts USER_TYPE) of each numeric user type, for labels. */
export const USER_TYPE_CODE: Record<UserTypeNumber, 'administrator' | 'manager' | 'common_user'> = {
  1: 'administrator',
  2: 'manager',
  3: 'common_user',
};

/** An optional text field: absent, null or '' mean "none". */
const optional = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .nullable()
    .optional();
const optionalMatching = (pattern: RegExp, max: number) => optional(z.string().max(max).regex(pattern));
const optionalText = (max: number) => z.string().max(max).nullable().optional();
const requiredText = (max: number) => z.string().max(max).regex(/\S/);

/** contract §5.2 sysEmpParam: organisation, job number and positions (all required here, spec §5). */
export const sysEmpParam = z.object({
  orgId: id,
  jobNum: requiredText(50),
  posIdList: idList(50).min(1),
});

const userFields = {
  account: z.string().regex(USER_ACCOUNT_PATTERN),
  name: requiredText(50),
  nickName: optionalText(50),
  email: optional(userEmail),
  phone: optionalMatching(USER_PHONE_PATTERN, 16),
  tel: optionalMatching(USER_TEL_PATTERN, 32),
  /** 1 administrator, 2 manager, 3 common user; numbers or digit strings are accepted. */
  userType: z.coerce.number().int().min(1).max(3).default(3),
  sysEmpParam,
};

/** POST /sysUser/add: the password and its repeat are required (there is no default password). */
export const userAddRequest = z.object({
  ...userFields,
  password: z.string().min(1).max(128),
  confirm: z.string().min(1).max(128),
});
export type UserAddRequest = z.infer<typeof userAddRequest>;

/**
 * POST /sysUser/edit: the row's `version` as read (the optimistic lock); XiaoNuo 1.x clients
 * never send it, and their edit is then audited as unversioned (ADR 004). The password is
 * never changed here (see resetPwd).
 */
export const userEditRequest = z.object({ id, version: z.coerce.number().int().min(0).max(2_147_483_647).optional(), ...userFields });
export type UserEditRequest = z.infer<typeof userEditRequest>;

export const userIdRequest = z.object({ id });
export const userIdQuery = z.object({ id });

/** POST /sysUser/changeStatus: 0 normal, 1 deactivated. */
export const userChangeStatusRequest = z.object({ id, status: z.coerce.number().int().min(0).max(1) });

/** POST /sysUser/grantRole: the set is replaced. */
export const userGrantRoleRequest = z.object({ id, grantRoleIdList: idList(500) });

/** POST /sysUser/grantData: the set of organisations granted to the user directly is replaced. */
export const userGrantDataRequest = z.object({ id, grantOrgIdList: idList(5000) });

/**
 * Filters of GET /sysUser/page and /sysUser/export. The organisation filter is the
 * contract's dotted `sysEmpParam.orgId`; a plain `orgId` is accepted too.
 */
export const userFilterQuery = z.object({
  searchValue: z.string().max(100).optional(),
  searchStatus: z.coerce.number().int().min(0).max(1).optional(),
  'sysEmpParam.orgId': id.optional(),
  orgId: id.optional(),
});
export type UserFilterQuery = z.infer<typeof userFilterQuery>;

/** GET /sysUser/page: the filters plus paging. */
export const userPageQuery = pageQuery.extend(userFilterQuery.shape);
export type UserPageQuery = z.infer<typeof userPageQuery>;

/** GET /sysUser/ownRole and /ownData answer: ids as strings. */
export const userIdList = z.array(z.string());

export const userPosition = z.object({ posId: z.string(), posCode: z.string(), posName: z.string() });

/** A user's id, account, names and contacts, as the user list and the signed-in user carry them. */
export const userContactFields = {
  id: z.string(),
  account: z.string(),
  name: z.string(),
  nickName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  tel: z.string().nullable(),
};

/** contract §5.2 SysUserResult (page rows and detail) + userType, version, mustChangePassword. */
export const sysUserResult = z.object({
  ...userContactFields,
  status: z.number().int(),
  userType: z.number().int(),
  version: z.number().int(),
  mustChangePassword: z.boolean(),
  lastLoginTime: z.string().nullable(),
  /**
   * contract §5.2 fields the XiaoNuo 1.x account form reads; not kept by this product (spec §5
   * has neither): sex is always 3 (unknown, SEX) and birthday null.
   */
  sex: z.number().int().optional(),
  birthday: z.string().nullable().optional(),
  createTime: z.string(),
  updateTime: z.string(),
  sysEmpInfo: z.object({
    jobNum: z.string().nullable(),
    orgId: z.string().nullable(),
    orgName: z.string().nullable(),
    /** Extra organisation/position pairs: not kept by this product, always []. */
    extOrgPos: z.array(
      z.object({
        orgId: z.string(),
        orgCode: z.string(),
        orgName: z.string(),
        posId: z.string(),
        posCode: z.string(),
        posName: z.string(),
      }),
    ),
    positions: z.array(userPosition),
  }),
});
export type SysUserResult = z.infer<typeof sysUserResult>;

/** POST /sysUser/resetPwd answer: the temporary password, shown once to the administrator. */
export const userResetPasswordResult = z.object({ password: z.string() });

/** POST /sysUser/import answer: how many accounts were created. */
export const userImportResult = z.object({ imported: z.number().int() });

/** Columns of the import template, in order (headers are the `user.col.<key>` messages). */
export const USER_IMPORT_COLUMNS = [
  'account',
  'name',
  'jobNum',
  'orgCode',
  'posCodes',
  'email',
  'phone',
  'tel',
  'userType',
  'roleCodes',
  'password',
] as const;
export type UserImportColumn = (typeof USER_IMPORT_COLUMNS)[number];

/** Columns of the export, in order (headers are the `user.col.<key>` messages). */
export const USER_EXPORT_COLUMNS = [
  'account',
  'name',
  'jobNum',
  'orgCode',
  'orgName',
  'posCodes',
  'email',
  'phone',
  'tel',
  'userType',
  'status',
  'roleCodes',
] as const;
export type UserExportColumn = (typeof USER_EXPORT_COLUMNS)[number];
