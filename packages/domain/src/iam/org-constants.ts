/**
 * The organisation rules' constants (spec §3, §5, §9; contract 2017xxx), apart from the rules (org-rules.ts) so
 * that the schemas read them without the rules' messages (an import cycle through the module list otherwise).
 */

/** Spec §5: a name may not contain these characters. */
export const ORG_NAME_FORBIDDEN: readonly string[] = ['<', '&', ',', '"', "'", '>', '='];
/** Spec §3/§5: code required, lower case with hyphens. */
// Linear: every repetition starts with "-", so there is one way to match (and input is capped at ORG_CODE_MAX first).
// eslint-disable-next-line security/detect-unsafe-regex
export const ORG_CODE_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ORG_NAME_MAX = 100;
export const ORG_CODE_MAX = 64;
/** Spec §9: equity share at most 100 (%). The column keeps 4 decimals. */
export const EQUITY_SHARE_MAX = 100;
export const EQUITY_SHARE_DECIMALS = 4;
/** sys_park.longitude/latitude are NUMERIC(10,6). */
export const COORDINATE_DECIMALS = 6;

/** Contract 2017xxx codes for organisations. */
export const ORG_CODE = {
  NOT_EXIST: 2017001,
  CODE_REPEAT: 2017002,
  NAME_REPEAT: 2017003,
  HAS_STAFF: 2017004,
  PID_IS_SELF: 2017005,
  PID_IS_CHILD: 2017006,
} as const;
