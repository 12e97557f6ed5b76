import { dashboardContract as c } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import type { Kit } from '../../services.js';

/** Dashboard API: registers `dashboardContract` (domain); every endpoint reads only. */
export function dashboardRoutes(app: App, { dashboard: service, context }: Pick<Kit, 'dashboard' | 'context'>): void {
  const e = c.endpoints;
  route(app, e.summary, (req) => service.summary(context(req), req.query));
  route(app, e.sourceTypes, (req) => service.sourceTypes(context(req), req.query));
  route(app, e.targets, (req) => service.targets(context(req), req.query));
  route(app, e.progress, (req) => service.progress(context(req), req.query));
}
