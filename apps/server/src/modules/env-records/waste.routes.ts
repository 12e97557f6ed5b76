import { envWasteContract, translate, wasteCatalogueContract } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import { sendXlsx } from '../../platform/files/send.js';
import { readUpload } from '../../platform/files/upload.js';
import type { EnvRecordsServices } from './env-records.module.js';

/** Waste catalogues, waste records, the factor mapping and the path into the inventory: registers their contracts (domain). */
export function envWasteRoutes(app: App, { envRecords: m, context, clock }: EnvRecordsServices): void {
  const c = wasteCatalogueContract.endpoints;
  const stamp = () => clock.now().toISOString().slice(0, 10);
  route(app, c.page, (req) => {
    const { pageNo, pageSize, ...f } = req.query;
    return m.catalogue.page(context(req), f, pageNo, pageSize);
  });
  route(app, c.add, (req) => m.catalogue.add(context(req), req.body));
  route(app, c.edit, (req) => m.catalogue.edit(context(req), req.body));
  route(app, c.delete, async (req) => (await m.catalogue.remove(context(req), req.body), null));
  route(app, c.import, async (req) => m.catalogue.importSheet(context(req), (await readUpload(req, ['xlsx'])).data));
  route(app, c.export, async (req, reply) =>
    sendXlsx(
      reply,
      `${translate(req.locale, 'envRecords.sheet.catalogue')}-${stamp()}.xlsx`,
      await m.catalogue.exportSheet(req.locale, req.query),
    ),
  );
  route(app, c.template, async (req, reply) =>
    sendXlsx(reply, `${translate(req.locale, 'envRecords.sheet.catalogue')}-template.xlsx`, await m.catalogue.template(req.locale)),
  );

  const w = envWasteContract.endpoints;
  route(app, w.page, (req) => {
    const { pageNo, pageSize, ...f } = req.query;
    return m.waste.page(context(req), f, pageNo, pageSize);
  });
  route(app, w.detail, (req) => m.waste.detail(context(req), Number(req.query.id)));
  route(app, w.add, (req) => m.waste.add(context(req), req.body));
  route(app, w.edit, (req) => m.waste.edit(context(req), req.body));
  route(app, w.delete, async (req) => (await m.waste.remove(context(req), req.body), null));
  route(app, w.import, async (req) => m.waste.importSheet(context(req), (await readUpload(req, ['xlsx'])).data));
  route(app, w.export, async (req, reply) =>
    sendXlsx(
      reply,
      `${translate(req.locale, 'envRecords.sheet.waste')}-${stamp()}.xlsx`,
      await m.waste.exportSheet(context(req), req.query),
    ),
  );
  route(app, w.template, async (req, reply) =>
    sendXlsx(reply, `${translate(req.locale, 'envRecords.sheet.waste')}-template.xlsx`, await m.waste.template(req.locale)),
  );
  route(app, w.factors, (req) => m.wasteInventory.factors(req.locale));
  route(app, w.factorMap, (req) => m.wasteInventory.mapFactor(context(req), req.body));
  route(app, w.toInventory, (req) => m.wasteInventory.toInventory(context(req), req.body));
}
