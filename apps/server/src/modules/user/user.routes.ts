import type { FastifyReply } from 'fastify';
import { userContract as c } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import { sendXlsx } from '../../platform/files/send.js';
import { readUpload } from '../../platform/files/upload.js';
import type { Kit } from '../../services.js';
import type { UserAccessService } from './user-access.service.js';
import type { UserExcelService } from './user-excel.service.js';
import type { UserService } from './user.service.js';

/** What the account routes use: the module's accounts, access and Excel services. */
export type UserServices = Pick<Kit, 'context'> & {
  user: UserService;
  userAccess: UserAccessService;
  userExcel: UserExcelService;
};

const sendFile = (reply: FastifyReply, file: { filename: string; data: Buffer }) => sendXlsx(reply, file.filename, file.data);

/** Account management API: registers `userContract` (domain). */
export function userRoutes(app: App, { user, userAccess: access, userExcel: excel, context }: UserServices): void {
  const e = c.endpoints;

  route(app, e.page, (req) => user.pageOf(context(req), req.query));
  route(app, e.detail, (req) => user.detail(context(req), Number(req.query.id)));
  route(app, e.ownRole, (req) => user.ownRole(context(req), Number(req.query.id)));
  route(app, e.ownData, (req) => user.ownData(context(req), Number(req.query.id)));
  route(app, e.add, async (req) => {
    await user.add(context(req), req.body);
    return null;
  });
  route(app, e.edit, async (req) => {
    await user.edit(context(req), req.body);
    return null;
  });
  route(app, e.delete, async (req) => {
    await access.remove(context(req), Number(req.body.id));
    return null;
  });
  route(app, e.changeStatus, async (req) => {
    await access.changeStatus(context(req), Number(req.body.id), req.body.status);
    return null;
  });
  route(app, e.resetPwd, (req) => access.resetPassword(context(req), Number(req.body.id)));
  route(app, e.grantRole, async (req) => {
    await access.grantRole(context(req), Number(req.body.id), req.body.grantRoleIdList);
    return null;
  });
  route(app, e.grantData, async (req) => {
    await access.grantData(context(req), Number(req.body.id), req.body.grantOrgIdList);
    return null;
  });
  route(app, e.import, async (req) => excel.importUsers(context(req), (await readUpload(req, ['xlsx'])).data));
  route(app, e.export, async (req, reply) => sendFile(reply, await excel.exportUsers(context(req), req.query)));
  route(app, e.template, async (req, reply) => sendFile(reply, await excel.template(req.locale)));
}
