import { defineContract, pageOf } from '../shared/index.js';
import { calcPreviewRequest, emissionResultWire } from './source-input.js';
import {
  calcRecordRequest,
  calcResultPageQuery,
  calcResultRow,
  recalcPreviewRequest,
  recalcRequest,
  recalcResult,
} from './result.schema.js';

/** Audit entity of stored results (record, recalculate). */
export const CALC_RESULT_AUDIT_ENTITY = 'calc_result';

const RECORD_DESCRIPTION = [
  'Calculates one emission source like /calc/preview and STORES the result: the organisation it belongs to,',
  'the source input as calculated, the factor row id, code and version, the GWP set, tCO2e, per-gas masses and CO2e,',
  'and the explanation. This is the entry point the inventory fill-in calls. The organisation must be in the',
  "caller's data scope (else 1013003). A stored result never changes when a new factor version is added; only",
  'POST /api/main/calc/recalculate replaces it, by a new row, keeping the old one as `superseded`.',
].join(' ');

/**
 * The live preview, stored results and their deliberate recalculation (ADR 006). The
 * recalculation buttons sit on the factor library page.
 */
export const calcContract = defineContract('calc', 'factor', {
  /** One emission source through the engine; nothing is stored. */
  preview: {
    method: 'POST',
    path: '/api/main/calc/preview',
    permission: 'authenticated',
    body: calcPreviewRequest,
    response: emissionResultWire,
    audit: false,
  },
  record: {
    method: 'POST',
    path: '/api/main/calc/record',
    permission: 'authenticated',
    body: calcRecordRequest,
    description: RECORD_DESCRIPTION,
    response: calcResultRow,
    audit: CALC_RESULT_AUDIT_ENTITY,
  },
  /** Stored results in the caller's scope, newest first. */
  results: {
    method: 'GET',
    path: '/api/main/calc/results',
    permission: 'authenticated',
    query: calcResultPageQuery,
    response: pageOf(calcResultRow),
  },
  recalculatePreview: {
    method: 'POST',
    path: '/api/main/calc/recalculate/preview',
    permission: 'factor:recalculate',
    body: recalcPreviewRequest,
    description:
      'Before and after of every current result in scope that used factorCode at fromVersion, recomputed with toVersion. Nothing is written.',
    response: recalcResult,
    audit: false,
  },
  recalculate: {
    method: 'POST',
    path: '/api/main/calc/recalculate',
    permission: 'factor:recalculate',
    body: recalcRequest,
    description:
      'Recalculates those results in one transaction: new current rows, old rows superseded, one audit record each with the reason.',
    response: recalcResult,
    audit: CALC_RESULT_AUDIT_ENTITY,
  },
});
