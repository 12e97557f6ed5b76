import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, editable, id, ref, storedFile, timestamps, version } from '../../platform/db/schema/columns.js';

/**
 * Monitoring points (issue 15): owned by a park or a legal entity (data scope). The device key of
 * the HTTP ingestion route and the HJ 212 password are kept only as SHA-256 digests.
 */
export const envPoint = pgTable(
  'env_point',
  {
    id: id(),
    orgId: ref('org_id').notNull(),
    name: text('name').notNull(),
    /** domain MONITORING_TYPE 1–7 */
    monitoringType: smallint('monitoring_type').notNull(),
    /** domain POINT_TYPE 1 main discharge outlet, 2 general */
    pointType: smallint('point_type').notNull(),
    /** domain MODE_TYPE 0 manual, 1 automatic */
    modeType: smallint('mode_type').notNull(),
    /** domain FILL_TYPE 1 annual, 2 monthly (manual points) */
    fillType: smallint('fill_type'),
    /** HJ 212-2017 MN of the device (automatic points) */
    mn: text('mn'),
    hj212PasswordHash: text('hj212_password_hash'),
    /** HJ 212 packets accepted: 'either' | '2005' (HJ/T 212-2005) | '2017' */
    hj212Protocol: text('hj212_protocol').notNull().default('either'),
    remark: text('remark'),
    keyHash: text('key_hash').notNull(),
    keyHint: text('key_hint').notNull(),
    keyCreatedAt: at('key_created_at').notNull(),
    lastReadingAt: at('last_reading_at'),
    ...editable(),
  },
  (t) => [
    index('env_point_org_idx').on(t.orgId),
    uniqueIndex('env_point_key_uq').on(t.keyHash),
    uniqueIndex('env_point_mn_uq')
      .on(t.mn)
      .where(sql`status <> 2 and mn is not null`),
    uniqueIndex('env_point_name_uq')
      .on(t.orgId, t.name)
      .where(sql`status <> 2`),
  ],
);

/** The pollutants a point measures, with unit and limits (replaced as a whole on edit). */
export const envPointPollutant = pgTable(
  'env_point_pollutant',
  {
    pointId: ref('point_id').notNull(),
    code: text('code').notNull(),
    unit: text('unit').notNull().default(''),
    hourlyLimit: numeric('hourly_limit'),
    dailyLimit: numeric('daily_limit'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'env_point_pollutant_pk', columns: [t.pointId, t.code] })],
);

/**
 * Readings as sent: one per point, pollutant, kind (realtime, minute, hour, day) and time; beside
 * the main value (Rtd or Avg) the other values an HJ 212 packet gives for the pollutant, when it does.
 */
export const envReading = pgTable(
  'env_reading',
  {
    pointId: ref('point_id').notNull(),
    pollutant: text('pollutant').notNull(),
    kind: text('kind').notNull(),
    time: at('time').notNull(),
    value: numeric('value').notNull(),
    /** HJ 212 Min, Max, Cou (cumulative) of the interval */
    min: numeric('min'),
    max: numeric('max'),
    cou: numeric('cou'),
    /** HJ 212 converted (折算) values: ZsRtd, ZsAvg, ZsMin, ZsMax */
    zsRtd: numeric('zs_rtd'),
    zsAvg: numeric('zs_avg'),
    zsMin: numeric('zs_min'),
    zsMax: numeric('zs_max'),
  },
  (t) => [primaryKey({ name: 'env_reading_pk', columns: [t.pointId, t.pollutant, t.kind, t.time] })],
);

/** Hours whose readings changed since their average was computed (the averages job's work list). */
export const envDirtyHour = pgTable(
  'env_dirty_hour',
  { pointId: ref('point_id').notNull(), pollutant: text('pollutant').notNull(), hourStart: at('hour_start').notNull() },
  (t) => [
    primaryKey({ name: 'env_dirty_hour_pk', columns: [t.pointId, t.pollutant, t.hourStart] }),
    index('env_dirty_hour_start_idx').on(t.hourStart),
  ],
);

/** Days whose hourly averages changed since their daily average was computed. */
export const envDirtyDay = pgTable(
  'env_dirty_day',
  { pointId: ref('point_id').notNull(), pollutant: text('pollutant').notNull(), dayStart: at('day_start').notNull() },
  (t) => [
    primaryKey({ name: 'env_dirty_day_pk', columns: [t.pointId, t.pollutant, t.dayStart] }),
    index('env_dirty_day_start_idx').on(t.dayStart),
  ],
);

/** Computed hourly and daily averages; a day with fewer than 20 valid hours has no value (insufficient). */
export const envAverage = pgTable(
  'env_average',
  {
    pointId: ref('point_id').notNull(),
    pollutant: text('pollutant').notNull(),
    /** 'hour' | 'day' */
    period: text('period').notNull(),
    periodStart: at('period_start').notNull(),
    value: numeric('value'),
    count: integer('count').notNull(),
    insufficient: boolean('insufficient').notNull().default(false),
    computedAt: at('computed_at').notNull(),
  },
  (t) => [primaryKey({ name: 'env_average_pk', columns: [t.pointId, t.pollutant, t.period, t.periodStart] })],
);

/** Alarms: one per point, pollutant, type and period; status moved by conditional updates. */
export const envAlarm = pgTable(
  'env_alarm',
  {
    id: id(),
    pointId: ref('point_id').notNull(),
    /** The point's organisation (data scope), kept in step with the point. */
    orgId: ref('org_id').notNull(),
    pollutant: text('pollutant').notNull(),
    /** 1 daily average, 2 hourly average */
    alarmType: smallint('alarm_type').notNull(),
    rank: smallint('rank').notNull(),
    /** 0 unassigned, 1 unprocessed, 2 processed */
    status: smallint('status').notNull().default(0),
    average: numeric('average').notNull(),
    limit: numeric('limit_value').notNull(),
    ratio: numeric('ratio').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    handlerId: ref('handler_id'),
    assignedBy: ref('assigned_by'),
    assignedAt: at('assigned_at'),
    handledBy: ref('handled_by'),
    handledAt: at('handled_at'),
    note: text('note'),
    fileId: ref('file_id'),
    cleared: boolean('cleared').notNull().default(false),
    clearedAt: at('cleared_at'),
    clearedReason: text('cleared_reason'),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('env_alarm_period_uq').on(t.pointId, t.pollutant, t.alarmType, t.periodStart),
    index('env_alarm_org_idx').on(t.orgId, t.periodStart),
  ],
);

/** Handling attachments of alarms, in the file storage. */
export const envAlarmFile = pgTable('env_alarm_file', {
  id: id(),
  alarmId: ref('alarm_id').notNull(),
  orgId: ref('org_id').notNull(),
  ...storedFile(),
  createdAt: createdAt(),
});

/** The rank thresholds (one row, id 1): data an administrator edits. */
export const envAlarmSetting = pgTable('env_alarm_setting', {
  id: id(),
  urgentRatio: numeric('urgent_ratio').notNull(),
  importantRatio: numeric('important_ratio').notNull(),
  updatedBy: ref('updated_by'),
  updatedAt: at('updated_at').notNull().defaultNow(),
  version: version(),
});

/** Every ingestion batch, accepted or refused (machine data has this log, not the audit trail). */
export const envIngestLog = pgTable(
  'env_ingest_log',
  {
    id: id(),
    pointId: ref('point_id'),
    /** 'http' | 'hj212' */
    source: text('source').notNull(),
    at: at('at').notNull(),
    ip: text('ip'),
    received: integer('received').notNull(),
    stored: integer('stored').notNull(),
    /** 'ok' | 'refused' */
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    /** HJ 212: the refused frame's first 200 characters, and the MN it named (a refusal of no registered point has only these) */
    raw: text('raw'),
    mn: text('mn'),
  },
  (t) => [index('env_ingest_log_point_idx').on(t.pointId, t.at)],
);

/** Manual data: one value per point, period (YYYY or YYYY-MM) and pollutant. */
export const envManualValue = pgTable(
  'env_manual_value',
  {
    pointId: ref('point_id').notNull(),
    period: text('period').notNull(),
    pollutant: text('pollutant').notNull(),
    value: numeric('value').notNull(),
    updatedBy: ref('updated_by').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ name: 'env_manual_value_pk', columns: [t.pointId, t.period, t.pollutant] })],
);
