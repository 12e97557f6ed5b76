import { z } from 'zod';
import {
  roleAddRequest,
  roleEditRequest,
  roleGrantDataRequest,
  roleGrantMenuRequest,
  roleOption,
  rolePageQuery,
  roleRow,
  sysIdRequest,
} from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import type { ModuleDeps } from '../../platform/http/module.js';
import { envelope, ok, pageOf } from '../../platform/http/envelope.js';
import { requestContext } from '../../platform/http/context.js';
import { createRoleService } from './role.service.js';

const tags = ['role'];
const ids = envelope(z.array(z.string()));
const none = envelope(z.null());

/** Role API, spec §7 / contract §5.5. */
export function roleRoutes(app: App, deps: ModuleDeps): void {
  const roles = createRoleService(deps);
  const ctx = (req: Parameters<typeof requestContext>[0]) => requestContext(req, deps.db);

  app.get(
    '/api/main/sysRole/page',
    { config: { permission: 'sysRole:page' }, schema: { tags, querystring: rolePageQuery, response: { 200: envelope(pageOf(roleRow)) } } },
    async (req) => ok(req.locale, await roles.list(req.query)),
  );
  app.get(
    '/api/main/sysRole/dropDown',
    { config: { permission: 'sysRole:dropDown' }, schema: { tags, response: { 200: envelope(z.array(roleOption)) } } },
    async (req) => ok(req.locale, await roles.dropDown(ctx(req))),
  );
  app.get(
    '/api/main/sysRole/ownMenu',
    { config: { permission: 'sysRole:ownMenu' }, schema: { tags, querystring: sysIdRequest, response: { 200: ids } } },
    async (req) => ok(req.locale, await roles.ownMenu(Number(req.query.id))),
  );
  app.get(
    '/api/main/sysRole/ownData',
    { config: { permission: 'sysRole:ownData' }, schema: { tags, querystring: sysIdRequest, response: { 200: ids } } },
    async (req) => ok(req.locale, await roles.ownData(Number(req.query.id))),
  );
  app.post(
    '/api/main/sysRole/add',
    { config: { permission: 'sysRole:add' }, schema: { tags, body: roleAddRequest, response: { 200: envelope(roleRow) } } },
    async (req) => ok(req.locale, await roles.add(ctx(req), req.body)),
  );
  app.post(
    '/api/main/sysRole/edit',
    { config: { permission: 'sysRole:edit' }, schema: { tags, body: roleEditRequest, response: { 200: envelope(roleRow) } } },
    async (req) => ok(req.locale, await roles.edit(ctx(req), req.body)),
  );
  app.post(
    '/api/main/sysRole/delete',
    { config: { permission: 'sysRole:delete' }, schema: { tags, body: sysIdRequest, response: { 200: none } } },
    async (req) => {
      await roles.remove(ctx(req), Number(req.body.id));
      return ok(req.locale, null);
    },
  );
  app.post(
    '/api/main/sysRole/grantMenu',
    { config: { permission: 'sysRole:grantMenu' }, schema: { tags, body: roleGrantMenuRequest, response: { 200: none } } },
    async (req) => {
      await roles.grantMenu(ctx(req), req.body);
      return ok(req.locale, null);
    },
  );
  app.post(
    '/api/main/sysRole/grantData',
    { config: { permission: 'sysRole:grantData' }, schema: { tags, body: roleGrantDataRequest, response: { 200: none } } },
    async (req) => {
      await roles.grantData(ctx(req), req.body);
      return ok(req.locale, null);
    },
  );
}
