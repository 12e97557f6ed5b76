import {
  LOCALES,
  PASSWORD_POLICY,
  USER_ACCOUNT_PATTERN,
  USER_PHONE_PATTERN,
  USER_TEL_PATTERN,
  USER_TYPE,
  USER_TYPE_CODE,
  USER_TYPES,
  checkPassword,
  enumLabelKey,
  translate,
  userEmail,
  type Locale,
  type MessageParams,
} from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { inScope, type DataScope } from '../../platform/auth/data-scope.js';
import {
  assertNoFailures,
  readSheet,
  type ParsedRow,
  type ReadSheetOptions,
  type RowFailure,
  type SheetColumn,
} from '../../platform/files/excel.js';
import type { RequestContext } from '../../platform/http/context.js';
import { hashPassword } from '../auth/auth.service.js';
import { userRepo, type UserValues } from './user.repo.js';

/**
 * Every imported password is hashed with argon2id (~0.1 s each, four at a time), so one
 * file is capped at 1,000 accounts; a larger group imports in several files.
 */
export const USER_IMPORT_MAX_ROWS = 1000;
const HASH_PARALLELISM = 4;

export type ValidImportRow = { values: UserValues; posIds: number[]; roleIds: number[]; password: string };

type Draft = {
  row: number;
  reasons: string[];
  values: Omit<UserValues, 'orgId'>;
  orgCode: string;
  posCodes: string[];
  roleCodes: string[];
  password: string;
};

/** Reads the uploaded workbook, streaming (1012003 for anything that is not a readable .xlsx of at most 1,000 rows). */
export function readImport(
  file: Buffer,
  byLocale: Record<Locale, SheetColumn[]>,
  locale: Locale,
  options: ReadSheetOptions = {},
): Promise<ParsedRow[]> {
  return readSheet(file, byLocale, locale, { ...options, maxRows: USER_IMPORT_MAX_ROWS });
}

/** "a, b，c" → ['a','b','c']: commas (also full-width), semicolons or spaces separate codes. */
const codeList = (text: string | undefined) => [...new Set((text ?? '').split(/[,，;；\s]+/).filter(Boolean))];

/** The user type of a cell: empty → 3 (common user); 1–3, the enumeration code, or its label in any language. */
export function parseUserType(text: string): number | null {
  if (text === '') return 3;
  if (/^[123]$/.test(text)) return Number(text);
  for (const n of USER_TYPES) {
    const code = USER_TYPE_CODE[n];
    const key = enumLabelKey(USER_TYPE, code);
    if (text.toLowerCase() === code || LOCALES.some((l) => key && translate(l, key) === text)) return n;
  }
  return null;
}

/** The checks one row can make on its own: required fields, lengths, formats, user type, password policy. */
function checkRow(r: ParsedRow, locale: Locale): Draft {
  const v = r.values;
  const reasons: string[] = [];
  const say = (key: string, params: MessageParams = {}) => reasons.push(translate(locale, key, params));
  const field = (key: string) => translate(locale, `user.col.${key}`);
  for (const key of ['account', 'name', 'jobNum', 'orgCode', 'posCodes', 'password']) {
    if (!v[key]) say('user.import.required', { field: field(key) });
  }
  const account = v.account ?? '';
  if (account && !USER_ACCOUNT_PATTERN.test(account)) say('user.import.format', { field: field('account') });
  for (const key of ['name', 'jobNum']) if ((v[key] ?? '').length > 50) say('user.import.tooLong', { field: field(key), max: 50 });
  const optional = (key: string) => (v[key] ? v[key] : null);
  const email = optional('email');
  const phone = optional('phone');
  const tel = optional('tel');
  if (email && !userEmail.safeParse(email).success) say('user.import.format', { field: field('email') });
  if (phone && !USER_PHONE_PATTERN.test(phone)) say('user.import.format', { field: field('phone') });
  if (tel && !USER_TEL_PATTERN.test(tel)) say('user.import.format', { field: field('tel') });
  const userType = parseUserType(v.userType ?? '');
  if (userType === null) say('user.import.userType');
  const password = v.password ?? '';
  if (password && checkPassword(password).length)
    say('password.policy', { min: PASSWORD_POLICY.minLength, max: PASSWORD_POLICY.maxLength });
  return {
    row: r.row,
    reasons,
    values: { account, name: v.name ?? '', nickName: null, email, phone, tel, jobNum: v.jobNum ?? '', userType: userType ?? 3 },
    orgCode: v.orgCode ?? '',
    posCodes: codeList(v.posCodes),
    roleCodes: codeList(v.roleCodes),
    password,
  };
}

/** Code → id of the live rows found, for the codes the file names. */
const idsByCode = (rows: { id: number; code: string }[]) => new Map(rows.map((r) => [r.code, r.id]));

type Lookups = {
  locale: Locale;
  taken: Set<string>;
  orgs: Map<string, number>;
  positions: Map<string, number>;
  roles: Map<string, number>;
  scope: DataScope;
  /** null for the super admin, else the roles the importer may hand out (their own). */
  callerRoles: number[] | null;
};

const say = (d: Draft, locale: Locale, key: string, params: MessageParams = {}) => d.reasons.push(translate(locale, key, params));

/** The second row of an account that already appeared in the file fails, naming the first. */
function markDuplicates(drafts: Draft[], locale: Locale): string[] {
  const firstRow = new Map<string, number>();
  for (const d of drafts) {
    const seen = firstRow.get(d.values.account);
    if (d.values.account && seen !== undefined) say(d, locale, 'user.import.duplicateInFile', { account: d.values.account, row: seen });
    else firstRow.set(d.values.account, d.row);
  }
  return [...firstRow.keys()].filter(Boolean);
}

async function loadLookups(
  db: Db,
  ctx: RequestContext,
  drafts: Draft[],
  accounts: string[],
  callerRoles: number[] | null,
): Promise<Lookups> {
  const distinct = (list: string[]) => [...new Set(list.filter(Boolean))];
  return {
    locale: ctx.locale,
    taken: new Set(await userRepo.takenAccounts(db, accounts)),
    orgs: idsByCode(await userRepo.liveOrgs(db, { codes: distinct(drafts.map((d) => d.orgCode)) })),
    positions: idsByCode(await userRepo.livePositions(db, { codes: distinct(drafts.flatMap((d) => d.posCodes)) })),
    roles: idsByCode(await userRepo.liveRoles(db, { codes: distinct(drafts.flatMap((d) => d.roleCodes)) })),
    scope: await ctx.scope(),
    callerRoles,
  };
}

/** The checks against the database: account free, organisation known and in scope, positions and roles known and grantable. */
function checkReferences(d: Draft, l: Lookups): ValidImportRow | null {
  if (l.taken.has(d.values.account)) say(d, l.locale, 'user.import.accountExists', { account: d.values.account });
  const orgId = l.orgs.get(d.orgCode);
  if (d.orgCode && orgId === undefined) say(d, l.locale, 'user.import.orgNotFound', { code: d.orgCode });
  if (orgId !== undefined && !inScope(l.scope, orgId)) say(d, l.locale, 'user.import.orgOutOfScope', { code: d.orgCode });
  const missingPos = d.posCodes.filter((c) => !l.positions.has(c));
  if (missingPos.length) say(d, l.locale, 'user.import.posNotFound', { codes: missingPos.join(', ') });
  const missingRoles = d.roleCodes.filter((c) => !l.roles.has(c));
  if (missingRoles.length) say(d, l.locale, 'user.import.roleNotFound', { codes: missingRoles.join(', ') });
  const roleIds = d.roleCodes.flatMap((c) => (l.roles.has(c) ? [l.roles.get(c)!] : []));
  const foreign = l.callerRoles ? d.roleCodes.filter((c) => l.roles.has(c) && !l.callerRoles!.includes(l.roles.get(c)!)) : [];
  if (foreign.length) say(d, l.locale, 'user.import.roleNotGrantable', { codes: foreign.join(', ') });
  if (d.reasons.length || orgId === undefined) return null;
  return { values: { ...d.values, orgId }, posIds: d.posCodes.map((c) => l.positions.get(c)!), roleIds, password: d.password };
}

/**
 * Checks every row (alone, against the other rows and against the database) and throws
 * 1012002 with all failures; otherwise returns the rows ready to insert.
 */
export async function validateImport(
  db: Db,
  ctx: RequestContext,
  rows: ParsedRow[],
  callerRoles: number[] | null,
): Promise<ValidImportRow[]> {
  const drafts = rows.map((r) => checkRow(r, ctx.locale));
  const accounts = markDuplicates(drafts, ctx.locale);
  const lookups = await loadLookups(db, ctx, drafts, accounts, callerRoles);
  const valid = drafts.map((d) => checkReferences(d, lookups));
  assertNoFailures(drafts.filter((d) => d.reasons.length).map((d): RowFailure => ({ row: d.row, reasons: d.reasons })));
  return valid.filter((v): v is ValidImportRow => v !== null);
}

/** argon2id hashes of the passwords, a few at a time (the work runs on libuv's thread pool). */
export async function hashAll(passwords: string[]): Promise<string[]> {
  const out: string[] = new Array<string>(passwords.length);
  let next = 0;
  const worker = async () => {
    while (next < passwords.length) {
      const i = next++;
      out[i] = await hashPassword(passwords[i]!);
    }
  };
  await Promise.all(Array.from({ length: HASH_PARALLELISM }, worker));
  return out;
}
