import { createHash } from 'node:crypto';
import { joinExplanation, splitExplanation, type Explanation, type ExplanationTemplate } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { pgliteClientOf } from '../../platform/db/copy-rows.js';
import type { CalcResultValues } from './calc.repo.js';
import { insertTemplates, templatesByDigest } from './explanation.repo.js';

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
        await insertTemplates(
          db,
          [...templates].map(([digest, body]) => ({ digest, body })),
        );
      }
      return out;
    },
  };
}

/** Template bodies read by this process, by digest: a template row never changes (content-addressed), so it is kept. */
const bodies = new Map<string, ExplanationTemplate>();

const isStored = (e: unknown): e is StoredExplanation =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as StoredExplanation).template === 'string' &&
  Array.isArray((e as StoredExplanation).values);

/**
 * Stored explanations (calc_result.explanation as read, or null) as the engine gave them: what calc_explanation()
 * answers in SQL, joined here for a list's rows (ADR 019: a page of twenty rows spent a third of its time in the SQL
 * function). The templates not yet known to the process are read in one query; a row stored whole is answered as it is.
 */
export async function explained(db: Db, stored: readonly unknown[]): Promise<unknown[]> {
  const missing = [...new Set(stored.filter(isStored).map((e) => e.template))].filter((d) => !bodies.has(d));
  if (missing.length) {
    const rows = await templatesByDigest(db, missing);
    if (bodies.size + rows.length > LIMIT) bodies.clear();
    for (const r of rows) bodies.set(r.digest, r.body as ExplanationTemplate);
  }
  return stored.map((e) => {
    if (!isStored(e)) return e;
    const body = bodies.get(e.template);
    // calc_explanation() answers null for a digest without its row; so does this (a row is never deleted)
    return body ? joinExplanation(body, e.values) : null;
  });
}
