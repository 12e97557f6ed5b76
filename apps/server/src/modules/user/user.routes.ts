import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CODE,
  DomainError,
  sysUserResult,
  userAddRequest,
  userChangeStatusRequest,
  userEditRequest,
  userFilterQuery,
  userGrantDataRequest,
  userGrantRoleRequest,
  userIdQuery,
  userIdRequest,
  userImportResult,
  userResetPasswordResult,
} from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import type { ModuleDeps } from '../../platform/http/module.js';
import { requestContext, type RequestContext } from '../../platform/http/context.js';
import { envelope, ok, pageOf, pageQuery } from '../../platform/http/envelope.js';
import { attachment, XLSX_MIME } from '../../platform/files/excel.js';
import { readUpload } from '../../platform/files/upload.js';
import { createUserService, type UserCoreService } from './user.service.js';
import { createUserAccessService, type UserAccessService } from './user-access.service.js';
import { createUserExcelService, type UserExcelService } from './user-excel.service.js';

const tags = ['sysUser'];
const P = '/api/main/sysUser';
const nothing = { 200: envelope(z.null()) };
const ids = { 200: envelope(z.array(z.string())) };

function sendFile(reply: FastifyReply, file: { filename: string; data: Buffer }) {
  return reply.header('content-disposition', attachment(file.filename)).type(XLSX_MIME).send(file.data);
}

/**
 * Spec §8 "the user cannot be exported": a caller without sysUser:export gets 1013002 with
 * that message instead of the generic one. The guard still enforces the declared permission
 * (so the route registry and the permission matrix stay truthful); this route-level error
 * handler only rewords its refusal and passes everything else to the app's handler.
 */
function exportRefusal(err: Error, _req: FastifyRequest, _reply: FastifyReply): never {
  if (err instanceof DomainError && err.code === CODE.NO_PERMISSION) throw new DomainError(CODE.NO_PERMISSION, 'user.cannotExport');
  throw err;
}

type Ctx = (req: FastifyRequest) => RequestContext;
type Core = UserCoreService;
const pageQuerystring = pageQuery.extend(userFilterQuery.shape);

/** Account management, spec §7 "Users" (contract §5.2) plus status change, import and export. */
export function userRoutes(app: App, deps: ModuleDeps): void {
  const core = createUserService(deps);
  const ctx: Ctx = (req) => requestContext(req, deps.db);
  readRoutes(app, core, ctx);
  formRoutes(app, core, ctx);
  accessRoutes(app, createUserAccessService(deps, core), ctx);
  fileRoutes(app, createUserExcelService(deps, core), ctx);
}

function readRoutes(app: App, core: Core, ctx: Ctx) {
  app.get(
    `${P}/page`,
    {
      config: { permission: 'sysUser:page' },
      schema: { tags, querystring: pageQuerystring, response: { 200: envelope(pageOf(sysUserResult)) } },
    },
    async (req) => ok(req.locale, await core.pageOf(ctx(req), req.query)),
  );
  app.get(
    `${P}/detail`,
    { config: { permission: 'sysUser:detail' }, schema: { tags, querystring: userIdQuery, response: { 200: envelope(sysUserResult) } } },
    async (req) => ok(req.locale, await core.detail(ctx(req), Number(req.query.id))),
  );
  app.get(
    `${P}/ownRole`,
    { config: { permission: 'sysUser:ownRole' }, schema: { tags, querystring: userIdQuery, response: ids } },
    async (req) => ok(req.locale, await core.ownRole(ctx(req), Number(req.query.id))),
  );
  app.get(
    `${P}/ownData`,
    { config: { permission: 'sysUser:ownData' }, schema: { tags, querystring: userIdQuery, response: ids } },
    async (req) => ok(req.locale, await core.ownData(ctx(req), Number(req.query.id))),
  );
}

function formRoutes(app: App, core: Core, ctx: Ctx) {
  app.post(
    `${P}/add`,
    { config: { permission: 'sysUser:add' }, schema: { tags, body: userAddRequest, response: nothing } },
    async (req) => {
      await core.add(ctx(req), req.body);
      return ok(req.locale, null);
    },
  );
  app.post(
    `${P}/edit`,
    { config: { permission: 'sysUser:edit' }, schema: { tags, body: userEditRequest, response: nothing } },
    async (req) => {
      await core.edit(ctx(req), req.body);
      return ok(req.locale, null);
    },
  );
}

function accessRoutes(app: App, access: UserAccessService, ctx: Ctx) {
  app.post(
    `${P}/delete`,
    { config: { permission: 'sysUser:delete' }, schema: { tags, body: userIdRequest, response: nothing } },
    async (req) => {
      await access.remove(ctx(req), Number(req.body.id));
      return ok(req.locale, null);
    },
  );
  app.post(
    `${P}/changeStatus`,
    { config: { permission: 'sysUser:changeStatus' }, schema: { tags, body: userChangeStatusRequest, response: nothing } },
    async (req) => {
      await access.changeStatus(ctx(req), Number(req.body.id), req.body.status);
      return ok(req.locale, null);
    },
  );
  app.post(
    `${P}/resetPwd`,
    {
      config: { permission: 'sysUser:resetPwd' },
      schema: { tags, body: userIdRequest, response: { 200: envelope(userResetPasswordResult) } },
    },
    async (req) => ok(req.locale, await access.resetPassword(ctx(req), Number(req.body.id))),
  );
  app.post(
    `${P}/grantRole`,
    { config: { permission: 'sysUser:grantRole' }, schema: { tags, body: userGrantRoleRequest, response: nothing } },
    async (req) => {
      await access.grantRole(ctx(req), Number(req.body.id), req.body.grantRoleIdList);
      return ok(req.locale, null);
    },
  );
  app.post(
    `${P}/grantData`,
    { config: { permission: 'sysUser:grantData' }, schema: { tags, body: userGrantDataRequest, response: nothing } },
    async (req) => {
      await access.grantData(ctx(req), Number(req.body.id), req.body.grantOrgIdList);
      return ok(req.locale, null);
    },
  );
}

function fileRoutes(app: App, excel: UserExcelService, ctx: Ctx) {
  app.post(
    `${P}/import`,
    { config: { permission: 'sysUser:import' }, schema: { tags, response: { 200: envelope(userImportResult) } } },
    async (req) => {
      const upload = await readUpload(req, ['xlsx']);
      return ok(req.locale, await excel.importUsers(ctx(req), upload.data));
    },
  );
  app.get(
    `${P}/export`,
    { config: { permission: 'sysUser:export' }, errorHandler: exportRefusal, schema: { tags, querystring: userFilterQuery } },
    async (req, reply) => sendFile(reply, await excel.exportUsers(ctx(req), req.query)),
  );
  app.get(`${P}/template`, { config: { permission: 'sysUser:import' }, schema: { tags } }, async (req, reply) =>
    sendFile(reply, await excel.template(req.locale)),
  );
}
