import type { Contract, Endpoint } from '@carbon/domain';
import { caller } from '../modules/factor/testing.js';
import type { TestApp } from './harness.js';

/**
 * The audit matrix's cases (ADR 007): for every POST a contract declares as audited, how
 * to call it successfully on a freshly seeded database. Each module keeps its cases in
 * `modules/<m>/<m>.audit-cases.ts`; the matrix finds them by name, so a new module adds
 * no line anywhere else.
 */
export type AuditKit = {
  t: TestApp;
  /** JSON and upload calls as the super admin (en-US). */
  api: ReturnType<typeof caller>;
  /** A fresh suffix for codes and names, unique in the run. */
  unique: () => string;
};

/** What to send: the body of a POST (or a file for an upload endpoint), and a query string if the endpoint reads one. */
export type AuditCall = {
  body?: unknown;
  file?: Buffer;
  query?: Record<string, string>;
  filename?: string;
  fields?: Record<string, string>;
};

export type AuditCase = (kit: AuditKit) => Promise<AuditCall>;

type AuditedKeys<C extends Contract> = {
  [K in keyof C['endpoints']]: C['endpoints'][K] extends Endpoint & { method: 'POST'; audit: string } ? K : never;
}[keyof C['endpoints']];

export type AuditCases = { contract: Contract; cases: Record<string, AuditCase> };

/** A module's cases: one per audited POST of its contract (a missing one is a type error). */
export function defineAuditCases<C extends Contract>(contract: C, cases: { [K in AuditedKeys<C>]: AuditCase }): AuditCases {
  return { contract, cases: cases as Record<string, AuditCase> };
}
