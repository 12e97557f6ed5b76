import { exchangeRateContract as c, translate } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import { sheetRoutes } from '../../platform/http/sheet-routes.js';
import type { Kit } from '../../services.js';

/** Exchange-rate table API: registers `exchangeRateContract` (domain). */
export function exchangeRateRoutes(
  app: App,
  { exchangeRate: service, context, clock }: Pick<Kit, 'exchangeRate' | 'context' | 'clock'>,
): void {
  const e = c.endpoints;

  route(app, e.page, async (req) => {
    const { pageNo, pageSize, ...filter } = req.query;
    return service.page(filter, pageNo, pageSize);
  });
  route(app, e.detail, (req) => service.detail(Number(req.query.id)));
  route(app, e.add, (req) => service.add(context(req), req.body));
  route(app, e.edit, (req) => service.edit(context(req), req.body));
  route(app, e.delete, async (req) => (await service.remove(context(req), req.body), null));
  sheetRoutes(app, e, {
    name: (locale) => translate(locale, 'exchangeRate.sheet.name'),
    now: () => clock.now(),
    importSheet: (req, data) => service.importSheet(context(req), data),
    exportSheet: (req) => service.exportSheet(req.locale, req.query),
    template: (locale) => service.template(locale),
  });
}
