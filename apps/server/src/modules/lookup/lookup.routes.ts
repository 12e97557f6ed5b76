import { lookupContract as c } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import type { Kit } from '../../services.js';
import type { LookupService } from './lookup.service.js';

/** Look-ups (spec §7, contract §1.4, §5.6–§5.8): registers `lookupContract` (domain). */
export function lookupRoutes(app: App, { lookup: service, context }: Pick<Kit, 'context'> & { lookup: LookupService }): void {
  const e = c.endpoints;

  // reads every signed-in screen needs
  route(app, e.dictDropDown, (req) => service.dropDown(req.locale, req.query.code));
  route(app, e.dictTree, (req) => service.tree(req.locale));
  route(app, e.posList, (req) => service.posList(req.query.code));
  route(app, e.appList, () => service.apps());

  // back office: positions
  route(app, e.posPage, (req) => service.posPage(req.query));
  route(app, e.posAdd, (req) => service.addPos(context(req), req.body));
  route(app, e.posEdit, (req) => service.editPos(context(req), req.body));
  route(app, e.posDelete, async (req) => {
    await service.removePos(context(req), Number(req.body.id));
    return null;
  });

  // back office: dictionary types and entries
  route(app, e.dictTypePage, (req) => service.typePage(req.query));
  route(app, e.dictTypeAdd, (req) => service.addType(context(req), req.body));
  route(app, e.dictTypeEdit, (req) => service.editType(context(req), req.body));
  route(app, e.dictTypeDelete, async (req) => {
    await service.removeType(context(req), Number(req.body.id));
    return null;
  });
  route(app, e.dictDataPage, (req) => service.entryPage(req.query));
  route(app, e.dictDataAdd, (req) => service.addEntry(context(req), req.body));
  route(app, e.dictDataEdit, (req) => service.editEntry(context(req), req.body));
  route(app, e.dictDataDelete, async (req) => {
    await service.removeEntry(context(req), Number(req.body.id));
    return null;
  });
}
