/**
 * Envelope codes (admin-api-contract §2). The message of code C is the i18n key
 * `error.C` in i18n/messages/common.ts. Codes beyond the contract follow its
 * concatenation scheme (module 10, kind 1100 auth → 1011 + item) and are marked.
 */
export const CODE = {
  OK: 200,
  ACCOUNT_PWD_EMPTY: 1011001,
  ACCOUNT_PWD_ERROR: 1011002,
  TOKEN_EMPTY: 1011004,
  TOKEN_TYPE: 1011005,
  TOKEN_ERROR: 1011006,
  ACCOUNT_FROZEN: 1011007,
  LOGIN_EXPIRED: 1011008,
  NO_LOGIN_USER: 1011009,
  CAPTCHA_ERROR: 10110010,
  /** ours: too many failed sign-ins, locked for a while */
  LOGIN_LOCKED: 10110011,
  /** ours: the password must be changed before anything else */
  PASSWORD_CHANGE_REQUIRED: 10110012,
  /** ours: external-link (OIDC) login is not configured */
  OAUTH_NOT_CONFIGURED: 10110013,
  /** ours: the external provider refused the code or named no known account */
  OAUTH_FAILED: 10110014,
  PARAM_ERROR: 1012001,
  /** ours: an import was refused as a whole; data lists each failed row and its reasons */
  IMPORT_FAILED: 1012002,
  /** ours: the uploaded file is not an accepted type, or is too large */
  FILE_REJECTED: 1012003,
  /** ours: the import queue is full (IMPORT_CONCURRENCY running, IMPORT_QUEUE_MAX waiting); try again shortly */
  IMPORT_BUSY: 1012004,
  NOT_FOUND: 1013001,
  NO_PERMISSION: 1013002,
  DATA_SCOPE: 1013003,
  NOT_JSON: 1015001,
  MALFORMED_JSON: 1015002,
  /** ours: body over the configured limit */
  BODY_TOO_LARGE: 1015003,
  /** ours: too many requests from this address or user; HTTP 429 with Retry-After */
  RATE_LIMITED: 1015004,
  SERVER_ERROR: 1016002,
  /** ours: optimistic-lock conflict, the record changed since it was read */
  CONFLICT: 1017004,
  USER_NOT_EXIST: 2020001,
  OLD_PASSWORD_WRONG: 2020003,
  NEW_EQUALS_OLD: 2020004,
} as const;

export type Code = (typeof CODE)[keyof typeof CODE];

/** Codes after which the client must sign in again (contract §2.4). */
export const SIGN_IN_AGAIN_CODES: readonly number[] = [
  CODE.TOKEN_EMPTY,
  CODE.TOKEN_TYPE,
  CODE.TOKEN_ERROR,
  CODE.ACCOUNT_FROZEN,
  CODE.LOGIN_EXPIRED,
  CODE.NO_LOGIN_USER,
];
