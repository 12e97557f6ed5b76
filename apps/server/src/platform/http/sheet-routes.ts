import type { DataOf, Endpoint, Locale } from '@carbon/domain';
import type { App } from './app-types.js';
import { route, type Handler, type RouteRequest } from './route.js';
import { sendXlsx } from '../files/send.js';
import { readUpload } from '../files/upload.js';

/** The sheet endpoints of a library kept in Excel: the import (an upload), the export and the template (files). */
export type SheetEndpoints<I extends Endpoint, X extends Endpoint, T extends Endpoint> = { import: I; export: X; template: T };

/** What the sheet routes call: the workbook's name, today's date and the library's sheet service. */
export type SheetHandlers<I extends Endpoint, X extends Endpoint> = {
  /** The workbook's name in the caller's language; the export adds the day (`name-YYYY-MM-DD.xlsx`), the template `-template`. */
  name: (locale: Locale) => string;
  now: () => Date;
  importSheet: (req: RouteRequest<I>, data: Buffer) => Promise<DataOf<I>>;
  exportSheet: (req: RouteRequest<X>) => Promise<Buffer>;
  template: (locale: Locale) => Promise<Buffer>;
};

/** Registers the import (an .xlsx upload), the export and the template of a library kept in Excel. */
export function sheetRoutes<I extends Endpoint, X extends Endpoint, T extends Endpoint>(
  app: App,
  e: SheetEndpoints<I, X, T>,
  h: SheetHandlers<I, X>,
): void {
  const importSheet = async (req: RouteRequest<I>) => h.importSheet(req, (await readUpload(req, ['xlsx'])).data);
  route(app, e.import, importSheet as Handler<I>);
  const exportSheet = async (req: RouteRequest<X>, reply: Parameters<Handler<X>>[1]) => {
    const day = h.now().toISOString().slice(0, 10);
    return sendXlsx(reply, `${h.name(req.locale)}-${day}.xlsx`, await h.exportSheet(req));
  };
  route(app, e.export, exportSheet as Handler<X>);
  const template = async (req: RouteRequest<T>, reply: Parameters<Handler<T>>[1]) =>
    sendXlsx(reply, `${h.name(req.locale)}-template.xlsx`, await h.template(req.locale));
  route(app, e.template, template as Handler<T>);
}
