import { z } from 'zod';
import { defineContract, idQuery, pageOf } from '../shared/index.js';
import {
  envPointAddRequest,
  envPointDeleteRequest,
  envPointEditRequest,
  envPointKeyRequest,
  envPointPageQuery,
  envPointRow,
  envPointWithKey,
} from './monitoring.schema.js';

/** Audit entities of the monitoring module. */
export const ENV_MONITORING_AUDIT = {
  point: 'env_point',
  manual: 'env_manual_data',
  alarm: 'env_alarm',
  setting: 'env_alarm_setting',
} as const;

const path = (p: string) => `/api/main/envPoint/${p}`;

/**
 * Monitoring points (issue 15, route envPoint): data-scoped list and detail; add (answers the
 * point with its device key, shown once), edit, delete; a new device key (the old one stops).
 */
export const envPointContract = defineContract('envPoint', 'envPoint', {
  page: { method: 'GET', path: path('page'), permission: 'authenticated', query: envPointPageQuery, response: pageOf(envPointRow) },
  detail: { method: 'GET', path: path('detail'), permission: 'authenticated', query: idQuery, response: envPointRow },
  add: {
    method: 'POST',
    path: path('add'),
    permission: 'envPoint:add',
    body: envPointAddRequest,
    response: envPointWithKey,
    audit: ENV_MONITORING_AUDIT.point,
    description:
      'The point belongs to a park or a legal entity in the caller’s scope. The answer carries `deviceKey` for ' +
      'envReading/ingest (header X-Device-Key): shown this once, only its SHA-256 is stored.',
  },
  edit: {
    method: 'POST',
    path: path('edit'),
    permission: 'envPoint:edit',
    body: envPointEditRequest,
    response: envPointRow,
    audit: ENV_MONITORING_AUDIT.point,
    description: 'With the version it was read at (1017004 when stale). `hj212Password` only when it changes.',
  },
  delete: {
    method: 'POST',
    path: path('delete'),
    permission: 'envPoint:delete',
    body: envPointDeleteRequest,
    response: z.null(),
    audit: ENV_MONITORING_AUDIT.point,
    description: 'Logical delete: readings, averages and alarms stay; the device key and MN stop working.',
  },
  rotateKey: {
    method: 'POST',
    path: path('rotateKey'),
    permission: 'envPoint:edit',
    body: envPointKeyRequest,
    response: envPointWithKey,
    audit: ENV_MONITORING_AUDIT.point,
    description: 'A new device key, shown this once; the previous key stops working at once.',
  },
});
