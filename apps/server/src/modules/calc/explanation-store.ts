import { createHash } from 'node:crypto';
import { splitExplanation, type Explanation, type ExplanationTemplate } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { pgliteClientOf } from '../../platform/db/copy-rows.js';
import { calcExplanationTemplate } from '../../platform/db/schema/index.js';
import type { CalcResultValues } from './calc.repo.js';

/** calc_result.explanation as stored (ADR 017): its template's digest and the inputs' values; read back with calc_explanation(). */
export type StoredExplanation = { template: string; values: string[] };

/** Templates seen by this process: their JSON → digest (a pure function of it; at most LIMIT kept). */
const digests = new Map<string, string>();
const LIMIT = 10_000;

function digestOf(json: string): string {
  let d = digests.get(json);
  if (d === undefined) {
    d = createHash('sha256').update(json).digest('base64url');
    if (digests.size >= LIMIT) digests.clear();
    digests.set(json, d);
  }
  return d;
}

/**
 * Writes stored results' explanations as templates and values. `root` is the database (not a transaction):
 * on PostgreSQL the templates are written there, committed at once, so a long import that brings a new kind of
 * explanation does not make other writers of that kind wait for its commit (rows are immutable and
 * content-addressed, so one left over by a rolled-back import is harmless); on PGlite, whose one connection
 * runs one transaction at a time, they are written in the caller's transaction.
 */
export function explanationWriter(root: Db) {
  return {
    /** `values` with their explanations in the stored form, the templates they use written first. */
    async stored<V extends Pick<CalcResultValues, 'explanation'>>(tx: Db, values: V[]): Promise<V[]> {
      const templates = new Map<string, ExplanationTemplate>();
      // an import's repeated calculations share one explanation object: it is split once
      const done = new Map<unknown, StoredExplanation>();
      const out = values.map((v) => {
        let e = done.get(v.explanation);
        if (!e) {
          const { template, values: inputs } = splitExplanation(v.explanation as Explanation);
          const digest = digestOf(JSON.stringify(template));
          templates.set(digest, template);
          e = { template: digest, values: inputs };
          done.set(v.explanation, e);
        }
        return { ...v, explanation: e };
      });
      if (templates.size) {
        const db = pgliteClientOf(tx) ? tx : root;
        await db
          .insert(calcExplanationTemplate)
          .values([...templates].map(([digest, body]) => ({ digest, body })))
          .onConflictDoNothing();
      }
      return out;
    },
  };
}
