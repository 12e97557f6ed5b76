/**
 * The monitoring enumerations of spec §3 (monitoring type 1–7, point type, mode, fill type, alarm
 * rank, type and status) are defined once in `dictionary.ts` (their dictionary rows and
 * labels live there); this module re-exports them beside the few codes the monitoring module adds
 * itself: the kind of a stored reading, the period of a stored average, and where readings came from.
 */
import { ALARM_RANK, ALARM_STATUS, ALARM_TYPE, FILL_TYPE, MODE_TYPE, MONITORING_TYPE, POINT_TYPE } from './dictionary.js';
import type { AlarmRankCode, AlarmStatusCode, AlarmTypeCode } from './dictionary.js';

export { ALARM_RANK, ALARM_STATUS, ALARM_TYPE, FILL_TYPE, MODE_TYPE, MONITORING_TYPE, POINT_TYPE };
export type {
  AlarmRankCode,
  AlarmStatusCode,
  AlarmTypeCode,
  FillTypeCode,
  ModeTypeCode,
  MonitoringTypeCode,
  PointTypeCode,
} from './dictionary.js';

/**
 * What a stored reading is, as HJ 212-2017 names its uploads by command number (CN): real-time
 * data 2011, minute data 2051, hourly data 2061, daily data 2031. The HTTP ingestion route stores
 * real-time or minute values; the HJ 212 listener stores all four. Labels `envReading.kind.<kind>`.
 */
export const READING_KINDS = ['realtime', 'minute', 'hour', 'day'] as const;
export type ReadingKind = (typeof READING_KINDS)[number];
/** HJ 212-2017 command numbers (CN) of the uploads each kind comes from. */
export const READING_KIND_CN: Readonly<Record<ReadingKind, string>> = { realtime: '2011', minute: '2051', hour: '2061', day: '2031' };

/** The period of a computed average. Labels `envReading.period.<period>`. */
export const AVERAGE_PERIODS = ['hour', 'day'] as const;
export type AveragePeriod = (typeof AVERAGE_PERIODS)[number];

/** Where a batch of readings came from: the HTTP gateway route or the HJ 212 TCP listener. Labels `envReading.source.<source>`. */
export const INGEST_SOURCES = ['http', 'hj212'] as const;
export type IngestSource = (typeof INGEST_SOURCES)[number];

/** Alarm type codes by meaning (spec §3: 1 daily average, 2 hourly average). */
export const ALARM_TYPE_OF: Readonly<Record<AveragePeriod, AlarmTypeCode>> = { day: 1, hour: 2 };
/** Alarm statuses by meaning (spec §3). */
export const ALARM_STATUS_OF = { unassigned: 0, unprocessed: 1, processed: 2 } as const satisfies Record<string, AlarmStatusCode>;
/** Alarm ranks by meaning (spec §3). */
export const ALARM_RANK_OF = { urgent: 0, important: 1, general: 2 } as const satisfies Record<string, AlarmRankCode>;
