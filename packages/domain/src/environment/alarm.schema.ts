import { z } from 'zod';
import { idString, pageQuery } from '../shared/envelope.js';
import { pollutantCode } from './monitoring.schema.js';

/**
 * Alarms and the alarm log (issue 15): one alarm per point, pollutant, type (1 daily, 2 hourly
 * average) and period; ranked by the ratio of the average to the limit; 0 unassigned → 1
 * unprocessed → 2 processed. When late data brings a period's average back to its limit or below,
 * the alarm is cleared (kept, with the reason), and raised again if a later recomputation exceeds.
 */

const day = z.iso.date();

export const envAlarmFilter = z.object({
  /** Points in this park (an organisation of type park) and below. */
  parkId: idString.optional(),
  /** Points of this organisation and below. */
  orgId: idString.optional(),
  pointId: idString.optional(),
  pollutant: pollutantCode.optional(),
  rank: z.coerce.number().int().min(0).max(2).optional(),
  alarmType: z.coerce.number().int().min(1).max(2).optional(),
  status: z.coerce.number().int().min(0).max(2).optional(),
  /** Periods starting on or after this local day. */
  from: day.optional(),
  /** Periods starting on or before this local day. */
  to: day.optional(),
  /** Cleared alarms too (left out: only standing ones). */
  withCleared: z.enum(['true', 'false']).optional(),
});
export type EnvAlarmFilter = z.infer<typeof envAlarmFilter>;
export const envAlarmPageQuery = pageQuery.extend(envAlarmFilter.shape);
export type EnvAlarmPageQuery = z.infer<typeof envAlarmPageQuery>;

export const envAlarmRow = z.object({
  id: z.string(),
  pointId: z.string(),
  pointName: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  parkId: z.string().nullable(),
  parkName: z.string().nullable(),
  pollutant: z.string(),
  unit: z.string(),
  /** 1 daily average, 2 hourly average. */
  alarmType: z.number().int(),
  /** 0 urgent, 1 important, 2 general. */
  rank: z.number().int(),
  /** 0 unassigned, 1 unprocessed, 2 processed. */
  status: z.number().int(),
  average: z.string(),
  limit: z.string(),
  /** average / limit, 4 decimals. */
  ratio: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  handlerId: z.string().nullable(),
  handlerName: z.string().nullable(),
  assignedAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  handledByName: z.string().nullable(),
  note: z.string().nullable(),
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  cleared: z.boolean(),
  clearedAt: z.string().nullable(),
  /** Why it was cleared: the recomputed average, e.g. "recomputed average 8.2 ≤ limit 10". */
  clearedReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type EnvAlarmRow = z.infer<typeof envAlarmRow>;

/** Counts of the filtered alarms by rank (the alarm log's cards). */
export const envAlarmCounts = z.object({
  urgent: z.number().int(),
  important: z.number().int(),
  general: z.number().int(),
  total: z.number().int(),
});
export type EnvAlarmCounts = z.infer<typeof envAlarmCounts>;

export const envAlarmAssignRequest = z.object({ id: idString, userId: idString });
export type EnvAlarmAssignRequest = z.infer<typeof envAlarmAssignRequest>;
export const envAlarmHandleRequest = z.object({
  id: idString,
  note: z.string().trim().min(1).max(2000),
  /** An attachment uploaded with envAlarm/upload for this alarm. */
  fileId: idString.optional(),
});
export type EnvAlarmHandleRequest = z.infer<typeof envAlarmHandleRequest>;

/** A user the alarm may be assigned to: active, with the point's organisation in their data scope. */
export const envAlarmHandlerRow = z.object({ id: z.string(), name: z.string(), account: z.string(), orgName: z.string().nullable() });

/** The rank thresholds (data, alarm-rank.ts): ratios as decimal strings. */
export const envAlarmSettings = z.object({
  urgentRatio: z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d{1,4})?$/),
  importantRatio: z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d{1,4})?$/),
});
export type EnvAlarmSettings = z.infer<typeof envAlarmSettings>;
export const envAlarmSettingsEditRequest = envAlarmSettings;

/** The alarm's attachment as uploaded (then named by `fileId` in handle). */
export const envAlarmFileRow = z.object({
  id: z.string(),
  alarmId: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
});
export const envAlarmUploadQuery = z.object({ id: idString });
/** Files at most 50 MB (spec §5/§9), the inventory's allow-list of types checked by extension and content. */
export const ENV_ALARM_FILE_MAX_BYTES = 50 * 1024 * 1024;
