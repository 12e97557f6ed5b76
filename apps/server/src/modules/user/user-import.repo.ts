import { ADMIN_TYPE, STATUS } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { insertInBatches } from '../../platform/db/batch-insert.js';
import { sysUser, sysUserPos, sysUserRole } from '../../platform/db/schema/index.js';
import type { UserValues } from './user.repo.js';

/** A checked import row, ready to write. */
export type ImportedUser = { values: UserValues; passwordHash: string; posIds: number[]; roleIds: number[] };

/** The writes of the account import: accounts, then their positions and roles, each in batches (ADR 007, issue 8). */
export const userImportRepo = {
  /**
   * Creates the accounts (as `userRepo.insert` does one: non-admin, active, password to change
   * at first sign-in) and links their positions and roles, in the caller's transaction.
   * Returns the new ids in the order given.
   */
  async insertAll(tx: Db, users: ImportedUser[], at: Date, onBatch?: (inserted: number) => void): Promise<number[]> {
    const rows = users.map((u) => ({
      ...u.values,
      passwordHash: u.passwordHash,
      adminType: ADMIN_TYPE.codes.nonAdmin,
      status: STATUS.NORMAL,
      mustChangePassword: true,
      createdAt: at,
      updatedAt: at,
    }));
    const inserted = await insertInBatches(tx, sysUser, rows, { returning: { id: sysUser.id, account: sysUser.account }, onBatch });
    const idOf = new Map(inserted.map((r) => [r.account, r.id]));
    const ids = users.map((u) => idOf.get(u.values.account)!);
    const positions = users.flatMap((u, i) => u.posIds.map((posId) => ({ userId: ids[i]!, posId })));
    const roles = users.flatMap((u, i) => u.roleIds.map((roleId) => ({ userId: ids[i]!, roleId })));
    await insertInBatches(tx, sysUserPos, positions, { returning: { userId: sysUserPos.userId } });
    await insertInBatches(tx, sysUserRole, roles, { returning: { userId: sysUserRole.userId } });
    return ids;
  },
};
