import { envWasteContract, translate, wasteCatalogueContract } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import { sheetRoutes } from '../../platform/http/sheet-routes.js';
import type { EnvRecordsServices } from './env-records.module.js';

/** Waste catalogues, waste records, the factor mapping and the path into the inventory: registers their contracts (domain). */
export function envWasteRoutes(app: App, { envRecords: m, context, clock }: EnvRecordsServices): void {
  const c = wasteCatalogueContract.endpoints;
  route(app, c.page, (req) => {
    const { pageNo, pageSize, ...f } = req.query;
    return m.catalogue.page(context(req), f, pageNo, pageSize);
  });
  route(app, c.add, (req) => m.catalogue.add(context(req), req.body));
  route(app, c.edit, (req) => m.catalogue.edit(context(req), req.body));
  route(app, c.delete, async (req) => (await m.catalogue.remove(context(req), req.body), null));
  sheetRoutes(app, c, {
    name: (locale) => translate(locale, 'envRecords.sheet.catalogue'),
    now: () => clock.now(),
    importSheet: (req, data) => m.catalogue.importSheet(context(req), data),
    exportSheet: (req) => m.catalogue.exportSheet(req.locale, req.query),
    template: (locale) => m.catalogue.template(locale),
  });

  const w = envWasteContract.endpoints;
  route(app, w.page, (req) => {
    const { pageNo, pageSize, ...f } = req.query;
    return m.waste.page(context(req), f, pageNo, pageSize);
  });
  route(app, w.detail, (req) => m.waste.detail(context(req), Number(req.query.id)));
  route(app, w.add, (req) => m.waste.add(context(req), req.body));
  route(app, w.edit, (req) => m.waste.edit(context(req), req.body));
  route(app, w.delete, async (req) => (await m.waste.remove(context(req), req.body), null));
  sheetRoutes(app, w, {
    name: (locale) => translate(locale, 'envRecords.sheet.waste'),
    now: () => clock.now(),
    importSheet: (req, data) => m.waste.importSheet(context(req), data),
    exportSheet: (req) => m.waste.exportSheet(context(req), req.query),
    template: (locale) => m.waste.template(locale),
  });
  route(app, w.factors, (req) => m.wasteInventory.factors(req.locale));
  route(app, w.factorMap, (req) => m.wasteInventory.mapFactor(context(req), req.body));
  route(app, w.toInventory, (req) => m.wasteInventory.toInventory(context(req), req.body));
}
