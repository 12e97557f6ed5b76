import { z } from 'zod';
import {
  orgAddRequest,
  orgAddWithParkRequest,
  orgDeleteRequest,
  orgDetail,
  orgEditWithParkRequest,
  orgFeedPage,
  orgFeedQuery,
  orgIdQuery,
  orgListQuery,
  orgPageQuery,
  orgRow,
  orgSaveResult,
  orgSendDataRequest,
  orgSendDataResult,
  orgTreeNode,
  orgTreeNodeWithPark,
  orgTreeNodeWithPid,
  parkAddRequest,
  parkEditRequest,
  parkListQuery,
  parkRow,
  parkSaveResult,
} from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import type { ModuleDeps } from '../../platform/http/module.js';
import { envelope, ok, pageOf } from '../../platform/http/envelope.js';
import { requestContext } from '../../platform/http/context.js';
import { createOrgReadService } from './org-read.service.js';
import { createOrgWriteService } from './org-write.service.js';
import { createParkService } from './park.service.js';
import { createOutboxService } from './outbox.service.js';

const tags = ['organisation'];
const ORG = '/api/main/sysOrg';
const PARK = '/api/main/sysPark';

/** Organisations and parks (spec §3, §5, §7; contract §1.3, §5.3; ADR 005 for the outbox). */
export function orgRoutes(app: App, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const parks = createParkService({ db, clock });
  const reads = createOrgReadService({ db, clock });
  const writes = createOrgWriteService({ db, clock, parks });
  const outbox = createOutboxService({ db, clock });
  const ctx = (req: Parameters<typeof requestContext>[0]) => requestContext(req, db);
  const authenticated = { permission: 'authenticated' } as const;

  app.get(`${ORG}/tree`, { config: authenticated, schema: { tags, response: { 200: envelope(z.array(orgTreeNode)) } } }, async (req) =>
    ok(req.locale, await reads.tree(ctx(req))),
  );
  app.get(
    `${ORG}/treeWithPid`,
    { config: authenticated, schema: { tags, response: { 200: envelope(z.array(orgTreeNodeWithPid)) } } },
    async (req) => ok(req.locale, await reads.treeWithPid(ctx(req))),
  );
  app.get(
    `${ORG}/treeWithoutParent`,
    { config: authenticated, schema: { tags, response: { 200: envelope(z.array(orgTreeNode)) } } },
    async (req) => ok(req.locale, await reads.treeWithoutParent(ctx(req))),
  );
  app.get(
    `${ORG}/treeWithPark`,
    { config: authenticated, schema: { tags, response: { 200: envelope(z.array(orgTreeNodeWithPark)) } } },
    async (req) => ok(req.locale, await reads.treeWithPark(ctx(req))),
  );
  app.get(
    `${ORG}/page`,
    { config: { permission: 'sysOrg:page' }, schema: { tags, querystring: orgPageQuery, response: { 200: envelope(pageOf(orgRow)) } } },
    async (req) => ok(req.locale, await reads.page(ctx(req), req.query)),
  );
  app.get(
    `${ORG}/list`,
    { config: authenticated, schema: { tags, querystring: orgListQuery, response: { 200: envelope(z.array(orgRow)) } } },
    async (req) => ok(req.locale, await reads.list(ctx(req), req.query.pid)),
  );
  app.get(
    `${ORG}/detailWithPark`,
    { config: { permission: 'sysOrg:detailWithPark' }, schema: { tags, querystring: orgIdQuery, response: { 200: envelope(orgDetail) } } },
    async (req) => ok(req.locale, await reads.detailWithPark(ctx(req), req.query.id)),
  );
  app.post(
    `${ORG}/add`,
    { config: { permission: 'sysOrg:add' }, schema: { tags, body: orgAddRequest, response: { 200: envelope(orgSaveResult) } } },
    async (req) => ok(req.locale, await writes.add(ctx(req), req.body)),
  );
  app.post(
    `${ORG}/addWithPark`,
    {
      config: { permission: 'sysOrg:addWithPark' },
      schema: { tags, body: orgAddWithParkRequest, response: { 200: envelope(orgSaveResult) } },
    },
    async (req) => ok(req.locale, await writes.add(ctx(req), req.body)),
  );
  app.post(
    `${ORG}/editWithPark`,
    {
      config: { permission: 'sysOrg:editWithPark' },
      schema: { tags, body: orgEditWithParkRequest, response: { 200: envelope(orgSaveResult) } },
    },
    async (req) => ok(req.locale, await writes.edit(ctx(req), req.body)),
  );
  app.post(
    `${ORG}/delete`,
    { config: { permission: 'sysOrg:delete' }, schema: { tags, body: orgDeleteRequest, response: { 200: envelope(z.null()) } } },
    async (req) =>
      ok(
        req.locale,
        await writes.delete(
          ctx(req),
          (Array.isArray(req.body) ? req.body : [req.body]).map((b) => b.id),
        ),
      ),
  );
  app.post(
    `${ORG}/sendOrgData`,
    {
      config: { permission: 'sysOrg:sendOrgData' },
      schema: { tags, body: orgSendDataRequest, response: { 200: envelope(orgSendDataResult) } },
    },
    async (req) => ok(req.locale, await outbox.sendOrgData(ctx(req))),
  );
  app.get(
    `${ORG}/feed`,
    { config: { permission: 'sysOrg:feed' }, schema: { tags, querystring: orgFeedQuery, response: { 200: envelope(orgFeedPage) } } },
    async (req) => ok(req.locale, await outbox.feed(ctx(req), req.query.after, req.query.limit)),
  );
  parkRoutes(app, parks, ctx);
}

function parkRoutes(
  app: App,
  parks: ReturnType<typeof createParkService>,
  ctx: (req: Parameters<typeof requestContext>[0]) => ReturnType<typeof requestContext>,
) {
  app.get(
    `${PARK}/list`,
    {
      config: { permission: 'authenticated' },
      schema: { tags, querystring: parkListQuery, response: { 200: envelope(z.array(parkRow)) } },
    },
    async (req) => ok(req.locale, await parks.list(ctx(req), req.query)),
  );
  app.post(
    `${PARK}/add`,
    { config: { permission: 'sysPark:add' }, schema: { tags, body: parkAddRequest, response: { 200: envelope(parkSaveResult) } } },
    async (req) => ok(req.locale, await parks.add(ctx(req), req.body)),
  );
  app.post(
    `${PARK}/edit`,
    { config: { permission: 'sysPark:edit' }, schema: { tags, body: parkEditRequest, response: { 200: envelope(parkSaveResult) } } },
    async (req) => ok(req.locale, await parks.edit(ctx(req), req.body)),
  );
  app.post(
    `${PARK}/delete`,
    { config: { permission: 'sysPark:delete' }, schema: { tags, body: orgIdQuery, response: { 200: envelope(z.null()) } } },
    async (req) => ok(req.locale, await parks.delete(ctx(req), req.body.id)),
  );
}
