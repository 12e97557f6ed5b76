import { z } from 'zod';
import { defineContract, pageOf } from '../shared/index.js';
import {
  envAverageQuery,
  envAverageRow,
  envIngestLogQuery,
  envIngestLogRow,
  envIngestRequest,
  envIngestResult,
  envManualImportResult,
  envManualQuery,
  envManualRow,
  envManualSaveRequest,
  envReadingList,
  envReadingQuery,
  envRefusalQuery,
  envRefusalRow,
} from './monitoring.schema.js';
import { ENV_MONITORING_AUDIT } from './env-point.contract.js';

const path = (p: string) => `/api/main/envReading/${p}`;

/**
 * Monitoring data (issue 15, route envData): the gateways' ingestion (a device key, no session),
 * the readings and averages of a point, the ingestion log, and manual data (form and Excel).
 */
export const envReadingContract = defineContract('envReading', 'envData', {
  ingest: {
    method: 'POST',
    path: path('ingest'),
    permission: 'public',
    body: envIngestRequest,
    response: envIngestResult,
    // Machine data, not a person's change: each batch, accepted or refused, goes to the ingestion log (envReading/log).
    audit: false,
    description:
      'No session: the header X-Device-Key carries the point’s device key (envPoint/add, rotateKey), which must be the key of ' +
      '`pointId`. Up to 5,000 readings `{pollutant, time (ISO 8601 with offset), value (decimal string)}`, all or nothing: a ' +
      'refused reading refuses the batch (2049003, data.failedRows). Idempotent per point, pollutant and time: the same value ' +
      'again stores nothing; a different value replaces the stored one (and its hour is recomputed).',
  },
  readings: { method: 'GET', path: path('readings'), permission: 'authenticated', query: envReadingQuery, response: envReadingList },
  averages: {
    method: 'GET',
    path: path('averages'),
    permission: 'authenticated',
    query: envAverageQuery,
    response: z.array(envAverageRow),
  },
  log: { method: 'GET', path: path('log'), permission: 'authenticated', query: envIngestLogQuery, response: pageOf(envIngestLogRow) },
  export: {
    method: 'GET',
    path: path('export'),
    permission: 'authenticated',
    kind: 'file',
    query: envReadingQuery,
    description: 'The readings of the query as .xlsx (up to 20,000), with the Min, Max, Cou and Zs values HJ 212 sent beside each.',
  },
  refusals: {
    method: 'GET',
    path: path('refusals'),
    permission: 'authenticated',
    query: envRefusalQuery,
    response: z.array(envRefusalRow),
    description: 'The point’s newest 100 refused batches and HJ 212 packets, with the reason and the frame’s first 200 characters.',
  },
  unregisteredRefusals: {
    method: 'GET',
    path: path('unregisteredRefusals'),
    // they name no organisation: a group-wide button (seeded to the administrator role only), not a data scope
    permission: 'envReading:unregisteredRefusals',
    response: z.array(envRefusalRow),
    description:
      'Holders of envReading:unregisteredRefusals (the administrator role): the HJ 212 listener’s newest 100 refusals that name ' +
      'no registered point (unknown MN, or a frame refused on a connection that never named one); others get 1013002.',
  },
  manual: { method: 'GET', path: path('manual'), permission: 'authenticated', query: envManualQuery, response: z.array(envManualRow) },
  manualSave: {
    method: 'POST',
    path: path('manualSave'),
    permission: 'envData:fill',
    body: envManualSaveRequest,
    response: z.array(envManualRow),
    audit: ENV_MONITORING_AUDIT.manual,
    description: 'A manual point’s values for one period: YYYY (annual fill type) or YYYY-MM (monthly); a saved value is replaced.',
  },
  manualImport: {
    method: 'POST',
    path: path('manualImport'),
    permission: 'envData:fill',
    kind: 'upload',
    query: z.object({ pointId: z.string().regex(/^\d{1,18}$/) }),
    response: envManualImportResult,
    audit: ENV_MONITORING_AUDIT.manual,
    description: 'An .xlsx of the template (period, pollutant, value) for the point `pointId`; all or nothing with row reasons (1012002).',
  },
  manualTemplate: { method: 'GET', path: path('manualTemplate'), permission: 'authenticated', kind: 'file' },
});
