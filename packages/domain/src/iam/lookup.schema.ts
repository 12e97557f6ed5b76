import { z } from 'zod';
import { SYS_CODE_PATTERN, sysId, sysInt, sysLike, sysOptionalText, sysPageParams, sysText, sysTime } from './role.schema.js';

/** Request and response shapes of the look-up API: dictionaries, positions, apps (contract §1.4, §5.6–§5.8). */

/** Contract 2011xxx codes of applications (message key `error.<code>`). */
export const APP_CODE = {
  /** no live application has the code */
  NOT_EXIST: 2011001,
} as const;

/** Contract 2013xxx codes of dictionary entries. */
export const DICT_DATA_CODE = {
  NOT_EXIST: 2013001,
  /** the (type, code) pair is taken, deleted entries included */
  CODE_REPEAT: 2013002,
} as const;

/** Contract 2014xxx codes of dictionary types. */
export const DICT_TYPE_CODE = {
  NOT_EXIST: 2014001,
  /** the code is taken, deleted types included */
  CODE_REPEAT: 2014002,
  /** a live type already has the name */
  NAME_REPEAT: 2014003,
} as const;

/** Contract 2018xxx codes of positions. */
export const POS_CODE = {
  NOT_EXIST: 2018001,
  /** the code is taken, deleted positions included */
  CODE_REPEAT: 2018002,
  /** a live position already has the name */
  NAME_REPEAT: 2018003,
  /** a live user holds the position */
  HAS_STAFF: 2018004,
} as const;

type ValueOf<T> = T[keyof T];
/** Every code of the look-up module. */
export type LookupCode =
  ValueOf<typeof APP_CODE> | ValueOf<typeof DICT_DATA_CODE> | ValueOf<typeof DICT_TYPE_CODE> | ValueOf<typeof POS_CODE>;

const code = sysText(64).regex(SYS_CODE_PATTERN);
const sort = sysInt(-1_000_000, 1_000_000).default(100);

// ---- dictionaries ----
export const dictDropDownQuery = z.object({ code: sysText(64) });
/** contract §1.4: `code` is always a string; `value` is the label in the caller's language. */
export const dictOption = z.object({ code: z.string(), value: z.string() });
export type DictOption = z.infer<typeof dictOption>;

/** contract §1.3 SysDictTreeNode: types at the top (pid "0"), their entries below. */
export type DictTreeNode = { id: string; pid: string; code: string; name: string; children: DictTreeNode[] };
export const dictTreeNode: z.ZodType<DictTreeNode> = z.object({
  id: z.string(),
  pid: z.string(),
  code: z.string(),
  name: z.string(),
  get children() {
    return z.array(dictTreeNode);
  },
});

/** The columns of a catalogue entry's row (dictionary types, positions). */
const catalogueRow = {
  id: z.string(),
  name: z.string(),
  code: z.string(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  status: z.number().int(),
};

export const dictTypePageQuery = z.object({ ...sysPageParams, name: sysLike, code: sysLike });
export type DictTypePageQuery = z.infer<typeof dictTypePageQuery>;
const dictTypeFields = { name: sysText(64), code, sort, remark: sysOptionalText(255) };
export const dictTypeAddRequest = z.object(dictTypeFields);
export type DictTypeAddRequest = z.infer<typeof dictTypeAddRequest>;
export const dictTypeEditRequest = z.object({ id: sysId, ...dictTypeFields });
export type DictTypeEditRequest = z.infer<typeof dictTypeEditRequest>;
export const dictTypeRow = z.object({
  ...catalogueRow,
  /** True for a type seeded from a domain enumeration: its code cannot change and it cannot be deleted. */
  builtIn: z.boolean(),
  createTime: sysTime,
  updateTime: sysTime,
});
export type DictTypeRow = z.infer<typeof dictTypeRow>;

export const dictDataPageQuery = z.object({ ...sysPageParams, typeId: sysId, value: sysLike, code: sysLike });
export type DictDataPageQuery = z.infer<typeof dictDataPageQuery>;
const dictDataFields = { typeId: sysId, code: sysText(64), value: sysText(128), sort, remark: sysOptionalText(255) };
export const dictDataAddRequest = z.object(dictDataFields);
export type DictDataAddRequest = z.infer<typeof dictDataAddRequest>;
export const dictDataEditRequest = z.object({ id: sysId, ...dictDataFields });
export type DictDataEditRequest = z.infer<typeof dictDataEditRequest>;
export const dictDataRow = z.object({
  id: z.string(),
  typeId: z.string(),
  code: z.string(),
  /** The stored label (simplified Chinese for seeded entries). */
  value: z.string(),
  /** i18n key of a seeded entry's label; null once an administrator rewrites the label. */
  labelKey: z.string().nullable(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  status: z.number().int(),
  createTime: sysTime,
  updateTime: sysTime,
});
export type DictDataRow = z.infer<typeof dictDataRow>;

// ---- positions ----
export const posListQuery = z.object({ code: sysLike });
export const posPageQuery = z.object({ ...sysPageParams, name: sysLike, code: sysLike });
export type PosPageQuery = z.infer<typeof posPageQuery>;
const posFields = { name: sysText(64), code, sort, remark: sysOptionalText(255) };
export const posAddRequest = z.object(posFields);
export type PosAddRequest = z.infer<typeof posAddRequest>;
export const posEditRequest = z.object({ id: sysId, ...posFields });
export type PosEditRequest = z.infer<typeof posEditRequest>;
export const posRow = z.object(catalogueRow);
export type PosRow = z.infer<typeof posRow>;

// ---- applications ----
/** contract §5.7 SysApp: `active` is "Y" for the default application. */
export const appRow = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  active: z.enum(['Y', 'N']),
  sort: z.number().int(),
  status: z.number().int(),
});
export type AppRow = z.infer<typeof appRow>;
