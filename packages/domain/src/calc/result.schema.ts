import { z } from 'zod';
import { calcPreviewRequest, emissionResultWire } from './source-input.js';

/**
 * Request and response shapes of stored emission results and their recalculation
 * (/api/main/calc/record, /results, /recalculate/preview, /recalculate; ADR 006).
 * Quantities are decimal strings; ids are digit strings.
 */

const idText = z.string().regex(/^\d{1,18}$/);
const factorCode = z.string().trim().min(1).max(64);
const factorVersion = z.string().trim().min(1).max(64);

export const CALC_RESULT_STATUSES = ['current', 'superseded'] as const;
export type CalcResultStatus = (typeof CALC_RESULT_STATUSES)[number];

/** Body of POST /api/main/calc/record: a preview body plus the organisation the emission belongs to. */
export const calcRecordRequest = calcPreviewRequest.extend({ orgId: idText });
export type CalcRecordRequest = z.infer<typeof calcRecordRequest>;

/** One stored result. `input` is the source input as calculated (its `type` is `sourceType`). */
export const calcResultRow = z.object({
  id: z.string(),
  orgId: z.string(),
  sourceType: z.string(),
  input: z.looseObject({ type: z.string() }),
  factorId: z.string().nullable(),
  factorCode: z.string().nullable(),
  factorVersion: z.string().nullable(),
  gwpSet: z.string(),
  tco2e: z.string(),
  gases: z.record(z.string(), z.string()),
  gasesCo2e: z.record(z.string(), z.string()),
  biogenicCo2: z.string().nullable(),
  outsideScopes: z.string().nullable(),
  explanation: emissionResultWire.shape.explanation,
  status: z.enum(CALC_RESULT_STATUSES),
  supersededBy: z.string().nullable(),
  reason: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type CalcResultRow = z.infer<typeof calcResultRow>;

/** Query of GET /api/main/calc/results (newest first). */
export const calcResultPageQuery = z.object({
  orgId: idText.optional(),
  factorCode: factorCode.optional(),
  status: z.enum(CALC_RESULT_STATUSES).optional(),
  pageNo: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type CalcResultPageQuery = z.infer<typeof calcResultPageQuery>;

const recalcFields = {
  factorCode,
  fromVersion: factorVersion,
  toVersion: factorVersion,
  /** Only this organisation's results (which must be in the caller's scope); all in scope when absent. */
  orgId: idText.optional(),
};
const distinctVersions = (b: { fromVersion: string; toVersion: string }) => b.fromVersion !== b.toVersion;
const sameVersionIssue = { message: 'calc.recalc.sameVersion', path: ['toVersion'] };

/** Body of POST /api/main/calc/recalculate/preview. */
export const recalcPreviewRequest = z.object(recalcFields).refine(distinctVersions, sameVersionIssue);
export type RecalcPreviewRequest = z.infer<typeof recalcPreviewRequest>;

/** Body of POST /api/main/calc/recalculate: the same plus the reason recorded in the audit trail. */
export const recalcRequest = z
  .object({ ...recalcFields, reason: z.string().trim().min(1).max(200) })
  .refine(distinctVersions, sameVersionIssue);
export type RecalcRequest = z.infer<typeof recalcRequest>;

/** One result's before and after; `newResultId` is the row a recalculation wrote (null in a preview). */
export const recalcLine = z.object({
  resultId: z.string(),
  orgId: z.string(),
  before: z.string(),
  after: z.string(),
  difference: z.string(),
  newResultId: z.string().nullable(),
});
export type RecalcLine = z.infer<typeof recalcLine>;

/** The before/after list and its totals (difference = after − before, exactly the sum of the lines). */
export const recalcResult = z.object({
  factorCode: z.string(),
  fromVersion: z.string(),
  toVersion: z.string(),
  rows: z.array(recalcLine),
  totals: z.object({ count: z.number().int(), before: z.string(), after: z.string(), difference: z.string() }),
});
export type RecalcResult = z.infer<typeof recalcResult>;
