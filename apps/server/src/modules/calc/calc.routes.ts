import { calcContract as c } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import type { Kit } from '../../services.js';

/** Live preview, stored results and their deliberate recalculation (ADR 006): registers `calcContract` (domain). */
export function calcRoutes(app: App, { calc, recalc, context }: Pick<Kit, 'calc' | 'recalc' | 'context'>): void {
  const e = c.endpoints;

  route(app, e.preview, (req) => calc.preview(req.body));
  route(app, e.record, (req) => calc.record(context(req), req.body));
  route(app, e.results, (req) => calc.results(context(req), req.query));
  route(app, e.recalculatePreview, (req) => recalc.preview(context(req), req.body));
  route(app, e.recalculate, (req) => recalc.recalculate(context(req), req.body));
}
