import { z } from 'zod';
import {
  appRow,
  dictDataAddRequest,
  dictDataEditRequest,
  dictDataPageQuery,
  dictDataRow,
  dictDropDownQuery,
  dictOption,
  dictTreeNode,
  dictTypeAddRequest,
  dictTypeEditRequest,
  dictTypePageQuery,
  dictTypeRow,
  posAddRequest,
  posEditRequest,
  posListQuery,
  posPageQuery,
  posRow,
  sysIdRequest,
} from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import type { ModuleDeps } from '../../platform/http/module.js';
import { envelope, ok, pageOf } from '../../platform/http/envelope.js';
import { requestContext } from '../../platform/http/context.js';
import { createLookupService, type LookupService } from './lookup.service.js';

const tags = ['lookup'];
const none = envelope(z.null());
type Ctx = Parameters<typeof requestContext>[0];

/** Reads every signed-in screen needs (contract §1.4, §5.6–§5.8): no button permission. */
function readRoutes(app: App, svc: LookupService) {
  const auth = { permission: 'authenticated' } as const;
  app.get(
    '/api/main/sysDictType/dropDown',
    { config: auth, schema: { tags, querystring: dictDropDownQuery, response: { 200: envelope(z.array(dictOption)) } } },
    async (req) => ok(req.locale, await svc.dropDown(req.locale, req.query.code)),
  );
  app.get(
    '/api/main/sysDictType/tree',
    { config: auth, schema: { tags, response: { 200: envelope(z.array(dictTreeNode)) } } },
    async (req) => ok(req.locale, await svc.tree(req.locale)),
  );
  app.get(
    '/api/main/sysPos/list',
    { config: auth, schema: { tags, querystring: posListQuery, response: { 200: envelope(z.array(posRow)) } } },
    async (req) => ok(req.locale, await svc.posList(req.query.code)),
  );
  app.get('/api/main/sysApp/list', { config: auth, schema: { tags, response: { 200: envelope(z.array(appRow)) } } }, async (req) =>
    ok(req.locale, await svc.apps()),
  );
}

/** Back office: positions (sysPos:*). */
function positionRoutes(app: App, svc: LookupService, ctx: (req: Ctx) => ReturnType<typeof requestContext>) {
  app.get(
    '/api/main/sysPos/page',
    { config: { permission: 'sysPos:page' }, schema: { tags, querystring: posPageQuery, response: { 200: envelope(pageOf(posRow)) } } },
    async (req) => ok(req.locale, await svc.posPage(req.query)),
  );
  app.post(
    '/api/main/sysPos/add',
    { config: { permission: 'sysPos:add' }, schema: { tags, body: posAddRequest, response: { 200: envelope(posRow) } } },
    async (req) => ok(req.locale, await svc.addPos(ctx(req), req.body)),
  );
  app.post(
    '/api/main/sysPos/edit',
    { config: { permission: 'sysPos:edit' }, schema: { tags, body: posEditRequest, response: { 200: envelope(posRow) } } },
    async (req) => ok(req.locale, await svc.editPos(ctx(req), req.body)),
  );
  app.post(
    '/api/main/sysPos/delete',
    { config: { permission: 'sysPos:delete' }, schema: { tags, body: sysIdRequest, response: { 200: none } } },
    async (req) => {
      await svc.removePos(ctx(req), Number(req.body.id));
      return ok(req.locale, null);
    },
  );
}

/** Back office: dictionary types (sysDictType:*) and entries (sysDictData:*). */
function dictRoutes(app: App, svc: LookupService, ctx: (req: Ctx) => ReturnType<typeof requestContext>) {
  app.get(
    '/api/main/sysDictType/page',
    {
      config: { permission: 'sysDictType:page' },
      schema: { tags, querystring: dictTypePageQuery, response: { 200: envelope(pageOf(dictTypeRow)) } },
    },
    async (req) => ok(req.locale, await svc.typePage(req.query)),
  );
  app.post(
    '/api/main/sysDictType/add',
    { config: { permission: 'sysDictType:add' }, schema: { tags, body: dictTypeAddRequest, response: { 200: envelope(dictTypeRow) } } },
    async (req) => ok(req.locale, await svc.addType(ctx(req), req.body)),
  );
  app.post(
    '/api/main/sysDictType/edit',
    { config: { permission: 'sysDictType:edit' }, schema: { tags, body: dictTypeEditRequest, response: { 200: envelope(dictTypeRow) } } },
    async (req) => ok(req.locale, await svc.editType(ctx(req), req.body)),
  );
  app.post(
    '/api/main/sysDictType/delete',
    { config: { permission: 'sysDictType:delete' }, schema: { tags, body: sysIdRequest, response: { 200: none } } },
    async (req) => {
      await svc.removeType(ctx(req), Number(req.body.id));
      return ok(req.locale, null);
    },
  );
  app.get(
    '/api/main/sysDictData/page',
    {
      config: { permission: 'sysDictData:page' },
      schema: { tags, querystring: dictDataPageQuery, response: { 200: envelope(pageOf(dictDataRow)) } },
    },
    async (req) => ok(req.locale, await svc.entryPage(req.query)),
  );
  app.post(
    '/api/main/sysDictData/add',
    { config: { permission: 'sysDictData:add' }, schema: { tags, body: dictDataAddRequest, response: { 200: envelope(dictDataRow) } } },
    async (req) => ok(req.locale, await svc.addEntry(ctx(req), req.body)),
  );
  app.post(
    '/api/main/sysDictData/edit',
    { config: { permission: 'sysDictData:edit' }, schema: { tags, body: dictDataEditRequest, response: { 200: envelope(dictDataRow) } } },
    async (req) => ok(req.locale, await svc.editEntry(ctx(req), req.body)),
  );
  app.post(
    '/api/main/sysDictData/delete',
    { config: { permission: 'sysDictData:delete' }, schema: { tags, body: sysIdRequest, response: { 200: none } } },
    async (req) => {
      await svc.removeEntry(ctx(req), Number(req.body.id));
      return ok(req.locale, null);
    },
  );
}

/** Look-ups (spec §7): dictionaries, positions, applications. */
export function lookupRoutes(app: App, deps: ModuleDeps): void {
  const svc = createLookupService(deps);
  const ctx = (req: Ctx) => requestContext(req, deps.db);
  readRoutes(app, svc);
  positionRoutes(app, svc, ctx);
  dictRoutes(app, svc, ctx);
}
