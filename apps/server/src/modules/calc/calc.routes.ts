import {
  calcPreviewRequest,
  calcRecordRequest,
  calcResultPageQuery,
  calcResultRow,
  emissionResultWire,
  recalcPreviewRequest,
  recalcRequest,
  recalcResult,
} from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { envelope, ok, pageOf } from '../../platform/http/envelope.js';
import { requestContext } from '../../platform/http/context.js';
import type { Services } from '../../services.js';

const tags = ['calc'];

const RECORD_DESCRIPTION = [
  'Calculates one emission source like /calc/preview and STORES the result: the organisation it belongs to,',
  'the source input as calculated, the factor row id, code and version, the GWP set, tCO2e, per-gas masses and CO2e,',
  'and the explanation. This is the entry point the inventory fill-in calls. The organisation must be in the',
  "caller's data scope (else 1013003). A stored result never changes when a new factor version is added; only",
  'POST /api/main/calc/recalculate replaces it, by a new row, keeping the old one as `superseded`.',
].join(' ');

/** Live preview, stored results and their deliberate recalculation (ADR 006). */
export function calcRoutes(app: App, deps: Services): void {
  const service = deps.calc;
  const recalc = deps.recalc;
  const ctx = (req: Parameters<typeof requestContext>[0]) => requestContext(req, deps.db);

  app.post(
    '/api/main/calc/preview',
    {
      config: { permission: 'authenticated' },
      schema: { tags, body: calcPreviewRequest, response: { 200: envelope(emissionResultWire) } },
    },
    async (req) => ok(req.locale, await service.preview(req.body)),
  );

  app.post(
    '/api/main/calc/record',
    {
      config: { permission: 'authenticated' },
      schema: { tags, description: RECORD_DESCRIPTION, body: calcRecordRequest, response: { 200: envelope(calcResultRow) } },
    },
    async (req) => ok(req.locale, await service.record(ctx(req), req.body)),
  );

  app.get(
    '/api/main/calc/results',
    {
      config: { permission: 'authenticated' },
      schema: { tags, querystring: calcResultPageQuery, response: { 200: envelope(pageOf(calcResultRow)) } },
    },
    async (req) => ok(req.locale, await service.results(ctx(req), req.query)),
  );

  app.post(
    '/api/main/calc/recalculate/preview',
    {
      config: { permission: 'factor:recalculate' },
      schema: {
        tags,
        description:
          'Before and after of every current result in scope that used factorCode at fromVersion, recomputed with toVersion. Nothing is written.',
        body: recalcPreviewRequest,
        response: { 200: envelope(recalcResult) },
      },
    },
    async (req) => ok(req.locale, await recalc.preview(ctx(req), req.body)),
  );

  app.post(
    '/api/main/calc/recalculate',
    {
      config: { permission: 'factor:recalculate' },
      schema: {
        tags,
        description:
          'Recalculates those results in one transaction: new current rows, old rows superseded, one audit record each with the reason.',
        body: recalcRequest,
        response: { 200: envelope(recalcResult) },
      },
    },
    async (req) => ok(req.locale, await recalc.recalculate(ctx(req), req.body)),
  );
}
