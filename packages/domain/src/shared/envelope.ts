import { z } from 'zod';

/**
 * The wire shapes every endpoint shares (admin-api-contract §1): the envelope, the page
 * result, ids. Server and web both take them from here; neither keeps a copy.
 */

/** The response envelope of every API call (contract §1.1). `field` names the failing input of a refusal, when there is one. */
export type Envelope<T> = { success: boolean; code: number; message: string; data: T; field?: string };

/** Zod schema of an envelope around `data`, for response schemas and OpenAPI (data is null on errors). */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), code: z.number().int(), message: z.string(), data: data.nullable(), field: z.string().optional() });

/** Page results (contract §1.2). */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalPage: z.number().int(),
    totalRows: z.number().int(),
    rows: z.array(row),
  });

export type Page<T> = { pageNo: number; pageSize: number; totalPage: number; totalRows: number; rows: T[] };

/** A page of `rows` out of `totalRows`. */
export function toPage<T>(rows: T[], totalRows: number, pageNo: number, pageSize: number): Page<T> {
  return { pageNo, pageSize, totalPage: Math.ceil(totalRows / pageSize), totalRows, rows };
}

/** Query parameters of every paged call: pageNo from 1, pageSize 1..200 (default 20). */
export const pageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

/** Ids travel as strings of digits (contract §0); the root parent id is "0". */
export const idString = z.string().regex(/^\d{1,18}$/);

/** `{ id }` in a query string or a body. */
export const idQuery = z.object({ id: idString });

/** One reason of a failed import row, with the label of the column at fault (null: the row as a whole). */
export const failedCell = z.object({ column: z.string().nullable(), reason: z.string() });
export type FailedCell = z.infer<typeof failedCell>;

/**
 * A refused import (code 1012002): each failed row with its reasons, in the envelope's data
 * (`{ failedRows, reportId }`); `cells` names each reason's column by its label.
 */
export const failedRow = z.object({ row: z.number().int(), reasons: z.array(z.string()), cells: z.array(failedCell).optional() });
export type FailedRow = z.infer<typeof failedRow>;
