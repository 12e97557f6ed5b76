import {
  COMMON_STATUS,
  USER_EXPORT_COLUMNS,
  USER_TYPE,
  USER_TYPE_CODE,
  enumLabelKey,
  translate,
  type Locale,
  type UserFilterQuery,
  type UserTypeNumber,
} from '@carbon/domain';
import { isSuperAdmin } from '../../platform/auth/super-admin.js';
import { writeSheet, type SheetColumn } from '../../platform/files/excel.js';
import type { RequestContext } from '../../platform/http/context.js';
import { userRepo, type UserRow } from './user.repo.js';
import { userImportRepo } from './user-import.repo.js';
import type { ImportQueue } from '../../platform/files/import-queue.js';
import { ENTITY, filterOf, onDuplicateAccount, type UserServiceDeps } from './user.service.js';
import { hashAll, USER_IMPORT_KIT, validateImport } from './user-import.js';

/** Exports stop here; a larger group filters first (the query runs in one go). */
const EXPORT_MAX_ROWS = 20_000;
/** Keeps each IN (...) list well under PostgreSQL's bind-parameter limit. */
const CHUNK = 1000;

/** Sheet columns with headers in `locale` (the `user.col.<key>` messages). */
export const columnsFor = (locale: Locale, keys: readonly string[]): SheetColumn[] =>
  keys.map((key) => ({ key, header: translate(locale, `user.col.${key}`), width: key === 'orgName' ? 36 : 20 }));

const typeLabel = (locale: Locale, n: number) => {
  const key = enumLabelKey(USER_TYPE, USER_TYPE_CODE[n as UserTypeNumber] ?? '');
  return key ? translate(locale, key) : String(n);
};
const statusLabel = (locale: Locale, n: number) => translate(locale, enumLabelKey(COMMON_STATUS, n) ?? String(n));

async function inChunks<T>(ids: number[], read: (part: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await read(ids.slice(i, i + CHUNK))));
  return out;
}

/** Import template, export and import of accounts (spec §8: import failures list rows and reasons). */
export function createUserExcelService({ db, clock, mutate, imports }: UserServiceDeps & { imports: ImportQueue }) {
  /** The template (the import kit's: example row, instructions, drop-downs), every column formatted as text so phone numbers keep their leading 0. */
  async function template(locale: Locale): Promise<{ filename: string; data: Buffer }> {
    return { filename: `${translate(locale, 'user.templateFile')}.xlsx`, data: await USER_IMPORT_KIT.template(locale) };
  }

  /** GET export: the page's filters and data scope, no paging; cells are neutralised by writeSheet. */
  async function exportUsers(ctx: RequestContext, q: UserFilterQuery): Promise<{ filename: string; data: Buffer }> {
    const users = await userRepo.list(db, filterOf(q), await ctx.scope(), EXPORT_MAX_ROWS);
    const ids = users.map((u) => u.id);
    const positions = await inChunks(ids, (part) => userRepo.positionsOf(db, part));
    const roles = await inChunks(ids, (part) => userRepo.rolesOf(db, part));
    const codesOf = <T extends { userId: number }>(list: T[], user: UserRow, code: (t: T) => string) =>
      list
        .filter((x) => x.userId === user.id)
        .map(code)
        .join(',');
    const rows = users.map((u) => ({
      account: u.account,
      name: u.name,
      jobNum: u.jobNum,
      orgCode: u.orgCode,
      orgName: u.orgName,
      posCodes: codesOf(positions, u, (p) => p.posCode),
      email: u.email,
      phone: u.phone,
      tel: u.tel,
      userType: typeLabel(ctx.locale, u.userType),
      status: statusLabel(ctx.locale, u.status),
      roleCodes: codesOf(roles, u, (r) => r.roleCode),
    }));
    const data = await writeSheet(translate(ctx.locale, 'user.sheet'), columnsFor(ctx.locale, USER_EXPORT_COLUMNS), rows);
    return { filename: `${translate(ctx.locale, 'user.sheet')}.xlsx`, data };
  }

  /**
   * POST import, all or nothing: every row is checked first (1012002 with each failed row's
   * reasons); then all accounts are created in one transaction, one audit record each.
   * Like add, each initial password must be changed at first sign-in.
   */
  async function importUsers(ctx: RequestContext, file: Buffer): Promise<{ imported: number }> {
    return imports.run(ctx, 'user', async (job) => {
      const sheet = await USER_IMPORT_KIT.read(file, ctx.locale, job);
      job.phase('checking');
      const callerRoles = isSuperAdmin(ctx.user) ? null : (await userRepo.rolesOf(db, [ctx.user.id])).map((r) => r.roleId);
      const valid = await validateImport(db, ctx, sheet, callerRoles);
      if (valid.length === 0) return { imported: 0 }; // a sheet of headers only changes nothing
      const hashes = await hashAll(valid.map((v) => v.password));
      const at = clock.now();
      job.phase('writing');
      job.total(valid.length);
      await mutate(
        ctx,
        async (tx, audit) => {
          const users = valid.map((v, i) => ({ values: v.values, passwordHash: hashes[i]!, posIds: v.posIds, roleIds: v.roleIds }));
          const ids = await userImportRepo.insertAll(tx, users, at, job.written);
          for (const [i, v] of valid.entries()) {
            const after = { ...v.values, posIds: v.posIds, roleIds: v.roleIds };
            await audit({ action: 'import', entity: ENTITY, entityId: ids[i]!, orgId: v.values.orgId, after });
          }
        },
        onDuplicateAccount,
      );
      return { imported: valid.length };
    });
  }

  return { template, exportUsers, importUsers };
}

export type UserExcelService = ReturnType<typeof createUserExcelService>;
