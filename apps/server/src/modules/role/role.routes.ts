import { roleContract as c } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import type { Kit } from '../../services.js';
import type { RoleService } from './role.service.js';

/** Role API (spec §7, contract §5.5): registers `roleContract` (domain). */
export function roleRoutes(app: App, { role: service, context }: Pick<Kit, 'context'> & { role: RoleService }): void {
  const e = c.endpoints;

  route(app, e.page, (req) => service.list(context(req), req.query));
  route(app, e.dropDown, (req) => service.dropDown(context(req)));
  route(app, e.ownMenu, (req) => service.ownMenu(context(req), Number(req.query.id)));
  route(app, e.ownData, (req) => service.ownData(context(req), Number(req.query.id)));
  route(app, e.add, (req) => service.add(context(req), req.body));
  route(app, e.edit, (req) => service.edit(context(req), req.body));
  route(app, e.delete, async (req) => {
    await service.remove(context(req), Number(req.body.id));
    return null;
  });
  route(app, e.grantMenu, async (req) => {
    await service.grantMenu(context(req), req.body);
    return null;
  });
  route(app, e.grantData, async (req) => {
    await service.grantData(context(req), req.body);
    return null;
  });
}
