import { menuContract as c } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import type { Kit } from '../../services.js';
import type { MenuService } from './menu.service.js';

/** Menu API (spec §7, contract §5.4): registers `menuContract` (domain). */
export function menuRoutes(app: App, { menu: service, context }: Pick<Kit, 'context'> & { menu: MenuService }): void {
  const e = c.endpoints;

  route(app, e.list, (req) => service.list(context(req), req.query));
  route(app, e.tree, (req) => service.tree(context(req), req.query.application));
  route(app, e.treeForGrant, (req) => service.treeForGrant(context(req), req.query.application));
  // the framework binds id from the query only; its own client sends a body (contract §0)
  route(app, e.detail, (req) => service.detail(context(req), req.query.id ?? req.body?.id));
  route(app, e.add, (req) => service.add(context(req), req.body));
  route(app, e.edit, (req) => service.edit(context(req), req.body));
  route(app, e.delete, async (req) => {
    await service.remove(context(req), Number(req.body.id));
    return null;
  });
}
