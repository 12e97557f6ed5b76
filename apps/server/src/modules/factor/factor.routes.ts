import { z } from 'zod';
import {
  factorAddRequest,
  factorDeleteRequest,
  factorEditRequest,
  factorFilter,
  factorIdQuery,
  factorPageQuery,
  factorRow,
  factorVersionsQuery,
  importResult,
  translate,
} from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import type { ModuleDeps } from '../../platform/http/module.js';
import { envelope, ok, pageOf } from '../../platform/http/envelope.js';
import { requestContext } from '../../platform/http/context.js';
import { attachment, XLSX_MIME } from '../../platform/files/excel.js';
import { readUpload } from '../../platform/files/upload.js';
import { createFactorService } from './factor.service.js';

const tags = ['factor'];
const stamp = (d: Date) => d.toISOString().slice(0, 10);

/** Factor library API (spec §3 emission factor): reads for every signed-in user, changes by button permission. */
export function factorRoutes(app: App, deps: ModuleDeps): void {
  const service = createFactorService({ db: deps.db, clock: deps.clock });
  const ctx = (req: Parameters<typeof requestContext>[0]) => requestContext(req, deps.db);

  app.get(
    '/api/main/factor/page',
    {
      config: { permission: 'authenticated' },
      schema: { tags, querystring: factorPageQuery, response: { 200: envelope(pageOf(factorRow)) } },
    },
    async (req) => {
      const { pageNo, pageSize, ...filter } = req.query;
      return ok(req.locale, await service.page(filter, pageNo, pageSize));
    },
  );

  app.get(
    '/api/main/factor/detail',
    { config: { permission: 'authenticated' }, schema: { tags, querystring: factorIdQuery, response: { 200: envelope(factorRow) } } },
    async (req) => ok(req.locale, await service.detail(Number(req.query.id))),
  );

  app.get(
    '/api/main/factor/versions',
    {
      config: { permission: 'authenticated' },
      schema: { tags, querystring: factorVersionsQuery, response: { 200: envelope(z.array(factorRow)) } },
    },
    async (req) => ok(req.locale, await service.versions(req.query.code)),
  );

  app.post(
    '/api/main/factor/add',
    { config: { permission: 'factor:add' }, schema: { tags, body: factorAddRequest, response: { 200: envelope(factorRow) } } },
    async (req) => ok(req.locale, await service.add(ctx(req), req.body)),
  );

  app.post(
    '/api/main/factor/edit',
    { config: { permission: 'factor:edit' }, schema: { tags, body: factorEditRequest, response: { 200: envelope(factorRow) } } },
    async (req) => ok(req.locale, await service.edit(ctx(req), req.body)),
  );

  app.post(
    '/api/main/factor/delete',
    { config: { permission: 'factor:delete' }, schema: { tags, body: factorDeleteRequest, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await service.remove(ctx(req), req.body);
      return ok(req.locale, null);
    },
  );

  app.post(
    '/api/main/factor/import',
    {
      config: { permission: 'factor:import' },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelope(importResult) } },
    },
    async (req) => {
      const { data } = await readUpload(req, ['xlsx']);
      return ok(req.locale, await service.importSheet(ctx(req), data));
    },
  );

  app.get(
    '/api/main/factor/export',
    { config: { permission: 'factor:export' }, schema: { tags, querystring: factorFilter } },
    async (req, reply) => {
      const file = await service.exportSheet(req.locale, req.query);
      const name = `${translate(req.locale, 'factor.sheet.name')}-${stamp(deps.clock.now())}.xlsx`;
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment(name)).send(file);
    },
  );

  app.get('/api/main/factor/template', { config: { permission: 'factor:import' }, schema: { tags } }, async (req, reply) => {
    const file = await service.template(req.locale);
    const name = `${translate(req.locale, 'factor.sheet.name')}-template.xlsx`;
    return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment(name)).send(file);
  });
}
