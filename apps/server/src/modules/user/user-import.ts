import {
  PASSWORD_POLICY,
  USER_ACCOUNT_PATTERN,
  USER_IMPORT_SHEET,
  USER_PHONE_PATTERN,
  USER_TEL_PATTERN,
  checkPassword,
  userEmail,
  type MessageParams,
  type SheetKey,
} from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { inScope, type DataScope } from '../../platform/auth/data-scope.js';
import { createSheetKit, type ImportSheet, type SheetRow } from '../../platform/files/sheet-kit.js';
import type { RequestContext } from '../../platform/http/context.js';
import { hashPassword } from '../auth/auth.service.js';
import { userRepo, type UserValues } from './user.repo.js';

/**
 * Every imported password is hashed with argon2id (~0.1 s each, four at a time), so one
 * file is capped at 1,000 accounts (USER_IMPORT_SHEET.maxRows); a larger group imports in several files.
 */
export const USER_IMPORT_MAX_ROWS = USER_IMPORT_SHEET.maxRows ?? 1000;
const HASH_PARALLELISM = 4;

/** Template, reading, required cells and the user type (label in any language, code or 1–3), from the domain's sheet definition. */
export const USER_IMPORT_KIT = createSheetKit(USER_IMPORT_SHEET);
type Key = SheetKey<typeof USER_IMPORT_SHEET>;
type Sheet = ImportSheet<Key>;

export type ValidImportRow = { values: UserValues; posIds: number[]; roleIds: number[]; password: string };

type Draft = {
  row: number;
  values: Omit<UserValues, 'orgId'>;
  orgCode: string;
  posCodes: string[];
  roleCodes: string[];
  password: string;
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const codes = (v: unknown) => (Array.isArray(v) ? (v as string[]) : []);

/** The checks one row can make on its own beyond the kit's: formats, lengths, password policy. */
function checkRow(sheet: Sheet, r: SheetRow<Key>): Draft {
  const v = r.values;
  const fail = (key: Key, message: string, params: MessageParams = {}) => sheet.fail(r.row, key, message, params);
  const account = text(v.account);
  if (account && !USER_ACCOUNT_PATTERN.test(account)) fail('account', 'user.import.format');
  for (const key of ['name', 'jobNum'] as const) if (text(v[key]).length > 50) fail(key, 'user.import.tooLong', { max: 50 });
  const optional = (key: Key) => text(v[key]) || null;
  const email = optional('email');
  const phone = optional('phone');
  const tel = optional('tel');
  if (email && !userEmail.safeParse(email).success) fail('email', 'user.import.format');
  if (phone && !USER_PHONE_PATTERN.test(phone)) fail('phone', 'user.import.format');
  if (tel && !USER_TEL_PATTERN.test(tel)) fail('tel', 'user.import.format');
  const password = text(v.password);
  if (password && checkPassword(password).length)
    fail('password', 'password.policy', { min: PASSWORD_POLICY.minLength, max: PASSWORD_POLICY.maxLength });
  const userType = typeof v.userType === 'number' ? v.userType : 3;
  return {
    row: r.row,
    values: { account, name: text(v.name), nickName: null, email, phone, tel, jobNum: text(v.jobNum), userType },
    orgCode: text(v.orgCode),
    posCodes: codes(v.posCodes),
    roleCodes: codes(v.roleCodes),
    password,
  };
}

/** Code → id of the live rows found, for the codes the file names. */
const idsByCode = (rows: { id: number; code: string }[]) => new Map(rows.map((r) => [r.code, r.id]));

type Lookups = {
  taken: Set<string>;
  orgs: Map<string, number>;
  positions: Map<string, number>;
  roles: Map<string, number>;
  scope: DataScope;
  /** null for the super admin, else the roles the importer may hand out (their own). */
  callerRoles: number[] | null;
};

/** The second row of an account that already appeared in the file fails, naming the first. */
function markDuplicates(sheet: Sheet, drafts: Draft[]): string[] {
  const firstRow = new Map<string, number>();
  for (const d of drafts) {
    const seen = firstRow.get(d.values.account);
    if (d.values.account && seen !== undefined)
      sheet.fail(d.row, 'account', 'user.import.duplicateInFile', { account: d.values.account, row: seen });
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
    taken: new Set(await userRepo.takenAccounts(db, accounts)),
    orgs: idsByCode(await userRepo.liveOrgs(db, { codes: distinct(drafts.map((d) => d.orgCode)) })),
    positions: idsByCode(await userRepo.livePositions(db, { codes: distinct(drafts.flatMap((d) => d.posCodes)) })),
    roles: idsByCode(await userRepo.liveRoles(db, { codes: distinct(drafts.flatMap((d) => d.roleCodes)) })),
    scope: await ctx.scope(),
    callerRoles,
  };
}

/** The checks against the database: account free, organisation known and in scope, positions and roles known and grantable. */
function checkReferences(sheet: Sheet, d: Draft, l: Lookups): ValidImportRow | null {
  const fail = (key: Key, message: string, params: MessageParams) => sheet.fail(d.row, key, message, params);
  if (l.taken.has(d.values.account)) fail('account', 'user.import.accountExists', { account: d.values.account });
  const orgId = l.orgs.get(d.orgCode);
  if (d.orgCode && orgId === undefined) fail('orgCode', 'user.import.orgNotFound', { code: d.orgCode });
  if (orgId !== undefined && !inScope(l.scope, orgId)) fail('orgCode', 'user.import.orgOutOfScope', { code: d.orgCode });
  const missingPos = d.posCodes.filter((c) => !l.positions.has(c));
  if (missingPos.length) fail('posCodes', 'user.import.posNotFound', { codes: missingPos.join(', ') });
  const missingRoles = d.roleCodes.filter((c) => !l.roles.has(c));
  if (missingRoles.length) fail('roleCodes', 'user.import.roleNotFound', { codes: missingRoles.join(', ') });
  const roleIds = d.roleCodes.flatMap((c) => (l.roles.has(c) ? [l.roles.get(c)!] : []));
  const foreign = l.callerRoles ? d.roleCodes.filter((c) => l.roles.has(c) && !l.callerRoles!.includes(l.roles.get(c)!)) : [];
  if (foreign.length) fail('roleCodes', 'user.import.roleNotGrantable', { codes: foreign.join(', ') });
  if (sheet.failed(d.row) || orgId === undefined) return null;
  return { values: { ...d.values, orgId }, posIds: d.posCodes.map((c) => l.positions.get(c)!), roleIds, password: d.password };
}

/**
 * Checks every row (alone, against the other rows and against the database, looked up in
 * bulk) and throws 1012002 with all failures and the report; otherwise returns the rows ready to insert.
 */
export async function validateImport(db: Db, ctx: RequestContext, sheet: Sheet, callerRoles: number[] | null): Promise<ValidImportRow[]> {
  const drafts = sheet.rows.map((r) => checkRow(sheet, r));
  const accounts = markDuplicates(sheet, drafts);
  const lookups = await loadLookups(db, ctx, drafts, accounts, callerRoles);
  const valid = drafts.map((d) => checkReferences(sheet, d, lookups));
  sheet.assertNoFailures();
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
