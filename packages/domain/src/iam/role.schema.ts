import { z } from 'zod';

/**
 * Request and response shapes of the role API (contract §5.5, spec §3/§6), plus the small
 * field builders the other administration schemas (menu, lookup, audit) share.
 */

/** Contract 2019xxx codes of the role module (message key `error.<code>`). */
export const ROLE_CODE = {
  /** the role does not exist (or was deleted) */
  NOT_EXIST: 2019001,
  /** another live role already has the code */
  CODE_REPEAT: 2019002,
  /** another live role already has the name */
  NAME_REPEAT: 2019003,
} as const;
export type RoleCode = (typeof ROLE_CODE)[keyof typeof ROLE_CODE];

/** An id on the wire: a string of digits (contract §0); the root parent is "0". */
export const sysId = z.string().regex(/^\d{1,18}$/);

/**
 * An integer that may arrive as a JSON number or a string of digits: the framework's
 * client sends e.g. `dataScopeType: "5"` and `type: '1'` (contract §5.4, §5.5).
 */
export const sysInt = (min: number, max: number) =>
  z
    .union([
      z.number().int(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,9}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));

/** The code of a role, menu, position or dictionary type: letters, digits and `_-:.` (forms reuse it). */
export const SYS_CODE_PATTERN = /^[A-Za-z0-9_\-:.]+$/;

/** Required single-line text, trimmed. */
export const sysText = (max: number) => z.string().trim().min(1).max(max);
/** Optional text: absent, null or "" all mean "none". */
export const sysOptionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim()));

/** pageNo from 1, pageSize 1..200 (default 20), as the server's page helper reads them. */
export const sysPageParams = {
  pageNo: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
};
/** An optional "contains" filter from the query string. */
export const sysLike = z.string().max(100).optional();
/** A row's optimistic-lock version, carried by every edit. */
export const sysVersion = z.coerce.number().int().min(1).max(2_000_000_000);
/** Timestamps on the wire: ISO 8601 in UTC. */
export const sysTime = z.string();

export const rolePageQuery = z.object({ ...sysPageParams, name: sysLike, code: sysLike });
export type RolePageQuery = z.infer<typeof rolePageQuery>;

const roleFields = {
  name: sysText(64),
  code: sysText(64).regex(SYS_CODE_PATTERN),
  sort: sysInt(-1_000_000, 1_000_000).default(100),
  remark: sysOptionalText(255),
};
/**
 * The organisation that owns a role (ADR 008). On add, absent means the caller's own
 * organisation; on edit, absent means unchanged. It must be in the caller's data scope.
 */
const roleOwner = { orgId: sysId.optional() };

export const roleAddRequest = z.object({ ...roleFields, ...roleOwner });
export type RoleAddRequest = z.infer<typeof roleAddRequest>;

/**
 * `version` is the optimistic lock when sent; XiaoNuo 1.x clients never send it, and their
 * edit is then applied to the row as read and audited as unversioned (ADR 004).
 */
export const roleEditRequest = z.object({ id: sysId, version: sysVersion.optional(), ...roleFields, ...roleOwner });
export type RoleEditRequest = z.infer<typeof roleEditRequest>;

/** `{id}` in a body (delete) or a query (detail, ownMenu, ownData). */
export const sysIdRequest = z.object({ id: sysId });
export type SysIdRequest = z.infer<typeof sysIdRequest>;

export const roleGrantMenuRequest = z.object({ id: sysId, grantMenuIdList: z.array(sysId).max(10_000) });
export type RoleGrantMenuRequest = z.infer<typeof roleGrantMenuRequest>;

export const roleGrantDataRequest = z.object({
  id: sysId,
  /** contract §5.1 data_scope_type: 1 all, 2 own org and below, 3 own org, 4 self only, 5 custom. */
  dataScopeType: sysInt(1, 5),
  /** Read only for type 5 (custom); the client sends it only then. */
  grantOrgIdList: z.array(sysId).max(10_000).nullish(),
});
export type RoleGrantDataRequest = z.infer<typeof roleGrantDataRequest>;

/** A SysRole row (page rows, detail). */
export const roleRow = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  sort: z.number().int(),
  dataScopeType: z.number().int(),
  remark: z.string().nullable(),
  /**
   * The owning organisation (ADR 008); null for a role without one, which only a caller who
   * sees all data manages. Always sent by this server; optional for clients written before it.
   */
  orgId: z.string().nullable().optional(),
  status: z.number().int(),
  version: z.number().int(),
  createTime: sysTime,
  updateTime: sysTime,
});
export type RoleRow = z.infer<typeof roleRow>;

/** GET /sysRole/dropDown item. */
export const roleOption = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type RoleOption = z.infer<typeof roleOption>;
