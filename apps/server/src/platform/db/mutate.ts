import type { DomainError } from '@carbon/domain';
import { writeAudit, type AuditActor, type AuditEntry } from '../audit/audit.js';
import type { Clock } from '../auth/sessions.js';
import type { Db } from './database.js';
import { uniqueViolation } from './sql-kit.js';

/** Records one audit entry in the mutation's transaction. */
export type Audit = (entry: AuditEntry) => Promise<void>;

export type MutateOptions = {
  /**
   * The module's error for a unique violation (SQLSTATE 23505) raised anywhere in the
   * work, given the violated index's name: two users adding the same code at once get
   * the same message as one user adding a duplicate.
   */
  unique?: (constraint: string) => DomainError;
};

/** The one way to change data (ADR 007): see `createMutate`. */
export type Mutate = <T>(actor: { actor: AuditActor }, work: (tx: Db, audit: Audit) => Promise<T>, options?: MutateOptions) => Promise<T>;

/**
 * Builds `mutate(ctx, work, options)`: runs `work` in one transaction, gives it an
 * `audit` that writes the record in that transaction, refuses to commit a change that
 * wrote no audit record, and maps unique violations to the module's error. Nothing is
 * half-written: any error rolls the whole change back.
 */
export function createMutate({ db, clock }: { db: Db; clock: Clock }): Mutate {
  return async (ctx, work, options = {}) => {
    try {
      return await db.transaction(async (tx) => {
        let audited = 0;
        const audit: Audit = async (entry) => {
          audited++;
          await writeAudit(tx, ctx.actor, entry, clock.now());
        };
        const result = await work(tx, audit);
        if (audited === 0) throw new Error('mutate: the change wrote no audit record (every mutation is audited, ADR 004)');
        return result;
      });
    } catch (e) {
      const constraint = options.unique ? uniqueViolation(e) : undefined;
      if (constraint !== undefined && options.unique) throw options.unique(constraint);
      throw e;
    }
  };
}
