import { conflict } from '@carbon/domain';
import type { Audit } from '../../platform/db/mutate.js';

/** Small helpers of the org module that are neither queries nor transport. */

/**
 * The calendar date of `at` in GMT+8, the time zone of the contract's dates (§0:
 * `time-zone: GMT+8`): a boundary edited at 00:30 in Shenzhen holds from that day.
 */
export function localDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * The versioned edit of one row (ownership, parks): refused as changed (the domain's `conflict`) when the
 * caller saw another version or when `write`, the conditional update at that version, changes no row; the edit is
 * audited against the row's organisation (`orgOf`). What the caller learns: the id and the new version.
 */
export async function editAtVersion<R extends { version: number }>(
  audit: Audit,
  e: { entity: string; id: number; version: number; before: R; orgOf: (r: R) => number | null; write: () => Promise<R | undefined> },
): Promise<{ id: string; version: number }> {
  const { entity, id, before } = e;
  if (before.version !== e.version) throw conflict();
  const after = await e.write();
  if (!after) throw conflict();
  await audit({ action: 'edit', entity, entityId: id, orgId: e.orgOf(after), before, after });
  return { id: String(id), version: after.version };
}
