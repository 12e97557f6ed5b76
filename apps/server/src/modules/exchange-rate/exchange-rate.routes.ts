import { z } from 'zod';
import {
  exchangeRateAddRequest,
  exchangeRateDeleteRequest,
  exchangeRateEditRequest,
  exchangeRateFilter,
  exchangeRateIdQuery,
  exchangeRatePageQuery,
  exchangeRateRow,
  importResult,
  translate,
} from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import type { ModuleDeps } from '../../platform/http/module.js';
import { envelope, ok, pageOf } from '../../platform/http/envelope.js';
import { requestContext } from '../../platform/http/context.js';
import { attachment, XLSX_MIME } from '../../platform/files/excel.js';
import { readUpload } from '../../platform/files/upload.js';
import { createExchangeRateService } from './exchange-rate.service.js';

const tags = ['exchangeRate'];

/** Exchange-rate table API (spec §3: currency, rate to USD, source, last updated) per year and month. */
export function exchangeRateRoutes(app: App, deps: ModuleDeps): void {
  const service = createExchangeRateService({ db: deps.db, clock: deps.clock });
  const ctx = (req: Parameters<typeof requestContext>[0]) => requestContext(req, deps.db);
  const sheetName = (locale: Parameters<typeof translate>[0]) => translate(locale, 'exchangeRate.sheet.name');

  app.get(
    '/api/main/exchangeRate/page',
    {
      config: { permission: 'authenticated' },
      schema: { tags, querystring: exchangeRatePageQuery, response: { 200: envelope(pageOf(exchangeRateRow)) } },
    },
    async (req) => {
      const { pageNo, pageSize, ...filter } = req.query;
      return ok(req.locale, await service.page(filter, pageNo, pageSize));
    },
  );

  app.get(
    '/api/main/exchangeRate/detail',
    {
      config: { permission: 'authenticated' },
      schema: { tags, querystring: exchangeRateIdQuery, response: { 200: envelope(exchangeRateRow) } },
    },
    async (req) => ok(req.locale, await service.detail(Number(req.query.id))),
  );

  app.post(
    '/api/main/exchangeRate/add',
    {
      config: { permission: 'exchangeRate:add' },
      schema: { tags, body: exchangeRateAddRequest, response: { 200: envelope(exchangeRateRow) } },
    },
    async (req) => ok(req.locale, await service.add(ctx(req), req.body)),
  );

  app.post(
    '/api/main/exchangeRate/edit',
    {
      config: { permission: 'exchangeRate:edit' },
      schema: { tags, body: exchangeRateEditRequest, response: { 200: envelope(exchangeRateRow) } },
    },
    async (req) => ok(req.locale, await service.edit(ctx(req), req.body)),
  );

  app.post(
    '/api/main/exchangeRate/delete',
    {
      config: { permission: 'exchangeRate:delete' },
      schema: { tags, body: exchangeRateDeleteRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await service.remove(ctx(req), req.body);
      return ok(req.locale, null);
    },
  );

  app.post(
    '/api/main/exchangeRate/import',
    {
      config: { permission: 'exchangeRate:import' },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelope(importResult) } },
    },
    async (req) => {
      const { data } = await readUpload(req, ['xlsx']);
      return ok(req.locale, await service.importSheet(ctx(req), data));
    },
  );

  app.get(
    '/api/main/exchangeRate/export',
    { config: { permission: 'exchangeRate:export' }, schema: { tags, querystring: exchangeRateFilter } },
    async (req, reply) => {
      const file = await service.exportSheet(req.locale, req.query);
      const name = `${sheetName(req.locale)}-${deps.clock.now().toISOString().slice(0, 10)}.xlsx`;
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment(name)).send(file);
    },
  );

  app.get('/api/main/exchangeRate/template', { config: { permission: 'exchangeRate:import' }, schema: { tags } }, async (req, reply) => {
    const file = await service.template(req.locale);
    return reply
      .header('content-type', XLSX_MIME)
      .header('content-disposition', attachment(`${sheetName(req.locale)}-template.xlsx`))
      .send(file);
  });
}
