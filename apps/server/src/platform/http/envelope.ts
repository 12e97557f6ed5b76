import { z } from 'zod';
import { translate, type Locale } from '@carbon/domain';

/** The response envelope of every API call (contract §1.1). */
export type Envelope<T> = { success: boolean; code: number; message: string; data: T };

/** Zod schema of an envelope around `data`, for response schemas and OpenAPI (data is null on errors). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), code: z.number().int(), message: z.string(), data: data.nullable() });

/** A successful envelope with the message in the caller's language. */
export function ok<T>(locale: Locale, data: T): Envelope<T> {
  return { success: true, code: 200, message: translate(locale, 'common.success'), data };
}

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

export function page<T>(rows: T[], totalRows: number, pageNo: number, pageSize: number): Page<T> {
  return { pageNo, pageSize, totalPage: Math.ceil(totalRows / pageSize), totalRows, rows };
}

/** Query parameters of every paged call: pageNo from 1, pageSize 1..200 (default 20). */
export const pageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

/** Ids travel as strings of digits (contract §0). */
export const idString = z.string().regex(/^\d{1,18}$/);
