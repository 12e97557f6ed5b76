import { exchangeRateContract as c, translate, type Locale } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import { sendXlsx } from '../../platform/files/send.js';
import { readUpload } from '../../platform/files/upload.js';
import type { Kit } from '../../services.js';

/** Exchange-rate table API: registers `exchangeRateContract` (domain). */
export function exchangeRateRoutes(
  app: App,
  { exchangeRate: service, context, clock }: Pick<Kit, 'exchangeRate' | 'context' | 'clock'>,
): void {
  const sheetName = (locale: Locale) => translate(locale, 'exchangeRate.sheet.name');
  const e = c.endpoints;

  route(app, e.page, async (req) => {
    const { pageNo, pageSize, ...filter } = req.query;
    return service.page(filter, pageNo, pageSize);
  });
  route(app, e.detail, (req) => service.detail(Number(req.query.id)));
  route(app, e.add, (req) => service.add(context(req), req.body));
  route(app, e.edit, (req) => service.edit(context(req), req.body));
  route(app, e.delete, async (req) => {
    await service.remove(context(req), req.body);
    return null;
  });
  route(app, e.import, async (req) => service.importSheet(context(req), (await readUpload(req, ['xlsx'])).data));
  route(app, e.export, async (req, reply) => {
    const file = await service.exportSheet(req.locale, req.query);
    const name = `${sheetName(req.locale)}-${clock.now().toISOString().slice(0, 10)}.xlsx`;
    return sendXlsx(reply, name, file);
  });
  route(app, e.template, async (req, reply) => {
    return sendXlsx(reply, `${sheetName(req.locale)}-template.xlsx`, await service.template(req.locale));
  });
}
