import type { FastifyRequest } from 'fastify';
import { workbenchContract as c } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { currentUser } from '../../platform/auth/guard.js';
import { route } from '../../platform/http/route.js';
import type { Kit } from '../../services.js';
import type { Workbench } from './workbench.module.js';

/** What the workbench's routes use: its services and the kit's sign-in and request context. */
export type WorkbenchServices = Pick<Kit, 'loginUser' | 'context'> & { workbench: Workbench };

/** Workbench API: registers `workbenchContract` (domain). */
export function workbenchRoutes(app: App, { workbench: service, loginUser, context }: WorkbenchServices): void {
  const e = c.endpoints;
  /** The caller's navigation, as the shell shows it: the pages they can open. */
  const menusOf = async (req: FastifyRequest) => (await loginUser.get(currentUser(req), req.locale)).menus;

  route(app, e.todoPage, (req) => {
    const { pageNo, pageSize, ...filter } = req.query;
    return service.todoPage(context(req), filter, pageNo, pageSize);
  });
  route(app, e.todoCounts, (req) => service.todoCounts(context(req), req.query));
  route(app, e.todoStart, (req) => service.startTodo(context(req), Number(req.body.id)));
  route(app, e.noticePage, (req) => {
    const { pageNo, pageSize, ...filter } = req.query;
    return service.noticePage(context(req), filter, pageNo, pageSize);
  });
  route(app, e.noticeCounts, (req) => service.noticeCounts(context(req)));
  route(app, e.noticeRead, (req) => service.markRead(context(req), req.body.ids));
  route(app, e.noticeReadAll, (req) => service.markRead(context(req), 'all'));
  route(app, e.entranceList, async (req) => service.entrances(context(req), await menusOf(req)));
  route(app, e.entranceSave, async (req) => service.saveEntrances(context(req), req.body.menuCodes, await menusOf(req)));
  route(app, e.updates, (req) => service.updates(context(req), req.query.limit));
  route(app, e.pushPage, (req) => service.pushes.page(context(req), req.query.status, req.query.pageNo, req.query.pageSize));
  route(app, e.pushRoles, (req) => service.pushes.roles(context(req)));
  route(app, e.push, (req) => service.pushes.push(context(req), req.body));
  route(app, e.withdraw, (req) => service.pushes.withdraw(context(req), Number(req.body.id)));
}
