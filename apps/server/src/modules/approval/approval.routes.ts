import { approvalContract as c } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import type { Kit } from '../../services.js';

/** The approval centre API: registers `approvalContract` (domain). */
export function approvalRoutes(app: App, { approval: service, context }: Pick<Kit, 'approval' | 'context'>): void {
  const e = c.endpoints;
  route(app, e.page, (req) => service.page(context(req), req.query));
  route(app, e.counts, (req) => service.counts(context(req)));
  route(app, e.detail, (req) => service.detail(context(req), Number(req.query.id)));
  route(app, e.decide, (req) => service.decide(context(req), req.body));
  route(app, e.candidates, (req) => service.candidates(context(req), Number(req.query.id)));
  route(app, e.reassign, (req) => service.reassign(context(req), req.body));
}
