import { z } from 'zod';
import { defineContract, idQuery, pageOf } from '../shared/index.js';
import {
  envAlarmAssignRequest,
  envAlarmCounts,
  envAlarmFileRow,
  envAlarmFilter,
  envAlarmHandleRequest,
  envAlarmHandlerRow,
  envAlarmPageQuery,
  envAlarmRow,
  envAlarmSettings,
  envAlarmSettingsEditRequest,
  envAlarmUploadQuery,
} from './alarm.schema.js';
import { ENV_MONITORING_AUDIT } from './env-point.contract.js';

const path = (p: string) => `/api/main/envAlarm/${p}`;

/**
 * The alarm log (spec §2, issue 15, route alarmLog): data-scoped page with filters, counts by rank,
 * Excel export; assign (0 → 1, a to-do for the handler) and handle (1 → 2, with a note and an
 * optional attachment); the rank thresholds as settings.
 */
export const envAlarmContract = defineContract('envAlarm', 'alarmLog', {
  page: { method: 'GET', path: path('page'), permission: 'authenticated', query: envAlarmPageQuery, response: pageOf(envAlarmRow) },
  counts: { method: 'GET', path: path('counts'), permission: 'authenticated', query: envAlarmFilter, response: envAlarmCounts },
  detail: { method: 'GET', path: path('detail'), permission: 'authenticated', query: idQuery, response: envAlarmRow },
  export: { method: 'GET', path: path('export'), permission: 'envAlarm:export', kind: 'file', query: envAlarmFilter },
  handlers: {
    method: 'GET',
    path: path('handlers'),
    permission: 'envAlarm:assign',
    query: idQuery,
    response: z.array(envAlarmHandlerRow),
    description: 'Active users who may handle the alarm: the point’s organisation is in their data scope (at most 200).',
  },
  assign: {
    method: 'POST',
    path: path('assign'),
    permission: 'envAlarm:assign',
    body: envAlarmAssignRequest,
    response: envAlarmRow,
    audit: ENV_MONITORING_AUDIT.alarm,
    description: 'Unassigned → unprocessed: the handler gets a to-do. Two at once: one succeeds, the other gets 2048003.',
  },
  upload: {
    method: 'POST',
    path: path('upload'),
    permission: 'envAlarm:handle',
    kind: 'upload',
    query: envAlarmUploadQuery,
    response: envAlarmFileRow,
    audit: ENV_MONITORING_AUDIT.alarm,
    description: 'multipart/form-data, field `file` (pdf, images, Office files; at most 50 MB): the handling attachment, named in handle.',
  },
  file: {
    method: 'GET',
    path: path('file'),
    permission: 'authenticated',
    kind: 'file',
    query: idQuery,
    description: 'The attachment (by its id), in scope.',
  },
  handle: {
    method: 'POST',
    path: path('handle'),
    permission: 'envAlarm:handle',
    body: envAlarmHandleRequest,
    response: envAlarmRow,
    audit: ENV_MONITORING_AUDIT.alarm,
    description: 'Unprocessed → processed, by the assigned handler or an administrator; the handler’s to-do is completed.',
  },
  settings: { method: 'GET', path: path('settings'), permission: 'authenticated', response: envAlarmSettings },
  settingsEdit: {
    method: 'POST',
    path: path('settingsEdit'),
    permission: 'envAlarm:settings',
    body: envAlarmSettingsEditRequest,
    response: envAlarmSettings,
    audit: ENV_MONITORING_AUDIT.setting,
    description: 'Both ratios above 1, urgent above important. Applies to alarms raised or recomputed from now on.',
  },
});
