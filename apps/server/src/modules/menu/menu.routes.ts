import { z } from 'zod';
import {
  BUTTONS,
  invalid,
  menuAddRequest,
  menuDetailBody,
  menuDetailQuery,
  menuEditRequest,
  menuListNode,
  menuListQuery,
  menuRow,
  menuTreeNode,
  menuTreeQuery,
  sysIdRequest,
} from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import type { ModuleDeps } from '../../platform/http/module.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { requestContext } from '../../platform/http/context.js';
import { createMenuService } from './menu.service.js';

const tags = ['menu'];
const tree = envelope(z.array(menuTreeNode));

/**
 * Contract 2016009: a button's permission must name an API. Seeded buttons always do; any
 * other must match a registered route, read as the contract does ('a:b' → /api/main/a/b).
 */
function permissionExists(app: App) {
  return (permission: string) =>
    BUTTONS.some((b) => b.permission === permission) ||
    (['GET', 'POST'] as const).some((method) => app.hasRoute({ method, url: `/api/main/${permission.split(':').join('/')}` }));
}

/** Menu API, spec §7 / contract §5.4. */
export function menuRoutes(app: App, deps: ModuleDeps): void {
  const menus = createMenuService({ ...deps, permissionExists: permissionExists(app) });
  const ctx = (req: Parameters<typeof requestContext>[0]) => requestContext(req, deps.db);

  app.get(
    '/api/main/sysMenu/list',
    {
      config: { permission: 'sysMenu:list' },
      schema: { tags, querystring: menuListQuery, response: { 200: envelope(z.array(menuListNode)) } },
    },
    async (req) => ok(req.locale, await menus.list(ctx(req), req.query)),
  );
  app.get(
    '/api/main/sysMenu/tree',
    { config: { permission: 'sysMenu:tree' }, schema: { tags, querystring: menuTreeQuery, response: { 200: tree } } },
    async (req) => ok(req.locale, await menus.tree(ctx(req), req.query.application)),
  );
  app.get(
    '/api/main/sysMenu/treeForGrant',
    { config: { permission: 'sysMenu:treeForGrant' }, schema: { tags, querystring: menuTreeQuery, response: { 200: tree } } },
    async (req) => ok(req.locale, await menus.treeForGrant(ctx(req), req.query.application)),
  );
  app.post(
    '/api/main/sysMenu/detail',
    {
      config: { permission: 'sysMenu:detail' },
      schema: { tags, querystring: menuDetailQuery, body: menuDetailBody, response: { 200: envelope(menuRow) } },
    },
    async (req) => {
      // the framework binds id from the query only; its own client sends a body (contract §0)
      const id = req.query.id ?? req.body?.id;
      if (!id) throw invalid('admin.menu.idRequired', {}, 'id');
      return ok(req.locale, await menus.detail(ctx(req), Number(id)));
    },
  );
  app.post(
    '/api/main/sysMenu/add',
    { config: { permission: 'sysMenu:add' }, schema: { tags, body: menuAddRequest, response: { 200: envelope(menuRow) } } },
    async (req) => ok(req.locale, await menus.add(ctx(req), req.body)),
  );
  app.post(
    '/api/main/sysMenu/edit',
    { config: { permission: 'sysMenu:edit' }, schema: { tags, body: menuEditRequest, response: { 200: envelope(menuRow) } } },
    async (req) => ok(req.locale, await menus.edit(ctx(req), req.body)),
  );
  app.post(
    '/api/main/sysMenu/delete',
    { config: { permission: 'sysMenu:delete' }, schema: { tags, body: sysIdRequest, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await menus.remove(ctx(req), Number(req.body.id));
      return ok(req.locale, null);
    },
  );
}
