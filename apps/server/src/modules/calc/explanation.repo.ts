import { inArray } from 'drizzle-orm';
import type { ExplanationTemplate } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { calcExplanationTemplate } from '../../platform/db/schema/index.js';

/** Writes explanation templates by digest; a digest already stored is left as it is (content-addressed). */
export async function insertTemplates(db: Db, rows: { digest: string; body: ExplanationTemplate }[]): Promise<void> {
  await db.insert(calcExplanationTemplate).values(rows).onConflictDoNothing();
}

/** The stored templates among `digests`. */
export function templatesByDigest(db: Db, digests: string[]) {
  return db.select().from(calcExplanationTemplate).where(inArray(calcExplanationTemplate.digest, digests));
}
