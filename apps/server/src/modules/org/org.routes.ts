import { orgContract as c } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import type { Kit } from '../../services.js';
import type { OrgWriteService } from './org-write.service.js';
import type { OutboxService } from './outbox.service.js';

/** What the organisation routes use: the kit's reads and parks, the module's writes and outbox. */
export type OrgServices = Pick<Kit, 'orgRead' | 'parks' | 'context' | 'db' | 'clock' | 'mutate'> & {
  orgWrite: OrgWriteService;
  outbox: OutboxService;
};
import { createOwnershipService } from './ownership.service.js';

/** Organisations and parks API: registers `orgContract` (domain; ADR 005 for the outbox). */
export function orgRoutes(app: App, services: OrgServices): void {
  const { orgRead: reads, orgWrite: writes, parks, outbox, context } = services;
  const e = c.endpoints;
  const ownership = createOwnershipService(services);

  route(app, e.tree, (req) => reads.tree(context(req)));
  route(app, e.treeWithPid, (req) => reads.treeWithPid(context(req)));
  route(app, e.treeWithoutParent, (req) => reads.treeWithoutParent(context(req)));
  route(app, e.treeWithPark, (req) => reads.treeWithPark(context(req)));
  route(app, e.page, (req) => reads.page(context(req), req.query));
  route(app, e.list, (req) => reads.list(context(req), req.query.pid));
  route(app, e.detailWithPark, (req) => reads.detailWithPark(context(req), req.query.id));
  route(app, e.add, (req) => writes.add(context(req), req.body));
  route(app, e.addWithPark, (req) => writes.add(context(req), req.body));
  route(app, e.editWithPark, (req) => writes.edit(context(req), req.body));
  // XiaoNuo 1.x: editWithPark without a park change, `version` optional
  route(app, e.edit, (req) => writes.edit(context(req), req.body));
  // `{id}` (XiaoNuo 1.x) or `[{id}, …]` (Snowy ≥ 1.5)
  route(app, e.delete, (req) =>
    writes.delete(
      context(req),
      (Array.isArray(req.body) ? req.body : [req.body]).map((b) => b.id),
    ),
  );
  route(app, e.sendOrgData, (req) => outbox.sendOrgData(context(req)));
  route(app, e.feed, (req) => outbox.feed(context(req), req.query.after, req.query.limit));

  route(app, e.ownershipList, (req) => ownership.list(context(req), req.query.orgId));
  route(app, e.ownershipAdd, (req) => ownership.add(context(req), req.body));
  route(app, e.ownershipEdit, (req) => ownership.edit(context(req), req.body));
  route(app, e.ownershipDelete, (req) => ownership.delete(context(req), req.body.id));
  route(app, e.consolidationSetting, (req) => ownership.setting(context(req), req.query.orgId));
  route(app, e.consolidationSettingSave, (req) => ownership.saveSetting(context(req), req.body));

  route(app, e.parkList, (req) => parks.list(context(req), req.query));
  route(app, e.parkAdd, (req) => parks.add(context(req), req.body));
  route(app, e.parkEdit, (req) => parks.edit(context(req), req.body));
  route(app, e.parkDelete, (req) => parks.delete(context(req), req.body.id));
}
