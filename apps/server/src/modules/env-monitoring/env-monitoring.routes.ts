import {
  CODE,
  DEVICE_KEY_HEADER,
  DomainError,
  envAlarmContract,
  envPointContract,
  envReadingContract,
  translate,
  type Locale,
} from '@carbon/domain';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import { writeSheet } from '../../platform/files/excel.js';
import { sendStored, sendXlsx } from '../../platform/files/send.js';
import { readUpload, uploadFile, type IncomingFile } from '../../platform/files/upload.js';
import type { Kit } from '../../services.js';
import type { EnvMonitoring } from './env-monitoring.module.js';
import { alarmColumns, alarmSheetRows } from './env-alarm.export.js';
import { readingColumns, readingSheetRows } from './env-reading.export.js';

/** The alarm attachment's part: up to 50 MB, a larger one cut and marked truncated (the service refuses it). */
const ALARM_FILE = { limits: { fileSize: 50 * 1024 * 1024, files: 1 }, throwFileSizeLimit: false } as Parameters<typeof uploadFile>[1];

/** The upload's refusal when it holds no file part (`uploadRejected(req, 'noFile')`). */
const isNoFile = (req: FastifyRequest, e: unknown) =>
  e instanceof DomainError && e.code === CODE.FILE_REJECTED && e.params.reason === translate(req.locale, 'import.upload.noFile');

/** The one file of a multipart upload; none is an empty, nameless file, which the service refuses by its type. */
const oneFile = (req: FastifyRequest): Promise<IncomingFile> =>
  uploadFile(req, ALARM_FILE).catch((e: unknown) => {
    if (isNoFile(req, e)) return { filename: '', stream: Readable.from([]), truncated: () => false };
    throw e;
  });

const deviceKey = (req: FastifyRequest) => {
  const v = req.headers[DEVICE_KEY_HEADER];
  return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
};

/** Monitoring points, data and the alarm log: registers the three contracts of issue 15 (H5). */
/** What the routes use: the module's services, the request context and the clock. */
type EnvMonitoringServices = Pick<Kit, 'context' | 'clock'> & { envMonitoring: EnvMonitoring };

export function envMonitoringRoutes(app: App, { envMonitoring: m, context, clock }: EnvMonitoringServices): void {
  const p = envPointContract.endpoints;
  route(app, p.page, (req) => m.points.page(context(req), req.query));
  route(app, p.detail, (req) => m.points.detail(context(req), Number(req.query.id)));
  route(app, p.add, (req) => m.points.add(context(req), req.body));
  route(app, p.edit, (req) => m.points.edit(context(req), req.body));
  route(app, p.delete, async (req) => {
    await m.points.remove(context(req), req.body);
    return null;
  });
  route(app, p.rotateKey, (req) => m.points.rotateKey(context(req), Number(req.body.id)));

  const r = envReadingContract.endpoints;
  route(app, r.ingest, (req) => m.ingest.ingestWithKey(deviceKey(req), req.body, req.ip, req.locale));
  route(app, r.readings, (req) => m.data.readings(context(req), req.query));
  route(app, r.averages, (req) => m.data.averages(context(req), req.query));
  route(app, r.log, (req) => m.data.log(context(req), req.query));
  route(app, r.export, async (req, reply) => {
    const { rows } = await m.data.readings(context(req), req.query);
    const name = translate(req.locale, 'envReading.export.name');
    const file = await writeSheet(name, readingColumns(req.locale), readingSheetRows(req.locale, rows));
    return sendXlsx(reply, `${name}-${clock.now().toISOString().slice(0, 10)}.xlsx`, file);
  });
  route(app, r.refusals, (req) => m.data.refusals(context(req), Number(req.query.pointId)));
  route(app, r.unregisteredRefusals, () => m.data.unregisteredRefusals());
  route(app, r.manual, (req) => m.data.manual(context(req), req.query));
  route(app, r.manualSave, (req) => m.data.manualSave(context(req), req.body));
  route(app, r.manualImport, async (req) =>
    m.data.manualImport(context(req), Number(req.query.pointId), (await readUpload(req, ['xlsx'])).data),
  );
  route(app, r.manualTemplate, async (req, reply) => sendXlsx(reply, m.data.templateName(req.locale), await m.data.template(req.locale)));

  const a = envAlarmContract.endpoints;
  const sheetName = (locale: Locale) => `${translate(locale, 'envAlarm.sheet.name')}-${clock.now().toISOString().slice(0, 10)}.xlsx`;
  route(app, a.page, (req) => m.alarms.page(context(req), req.query));
  route(app, a.counts, (req) => m.alarms.counts(context(req), req.query));
  route(app, a.detail, (req) => m.alarms.detail(context(req), Number(req.query.id)));
  route(app, a.export, async (req, reply) => {
    const rows = await m.alarms.exportRows(context(req), req.query);
    const file = await writeSheet(translate(req.locale, 'envAlarm.sheet.name'), alarmColumns(req.locale), alarmSheetRows(req.locale, rows));
    return sendXlsx(reply, sheetName(req.locale), file);
  });
  route(app, a.handlers, (req) => m.alarms.handlers(context(req), Number(req.query.id)));
  route(app, a.assign, (req) => m.alarms.assign(context(req), req.body));
  route(app, a.upload, async (req) => m.alarms.upload(context(req), Number(req.query.id), await oneFile(req)));
  route(app, a.file, async (req, reply) => sendStored(reply, await m.alarms.file(context(req), Number(req.query.id)), 'attachment'));
  route(app, a.handle, (req) => m.alarms.handle(context(req), req.body));
  route(app, a.settings, () => m.alarms.settings());
  route(app, a.settingsEdit, (req) => m.alarms.settingsEdit(context(req), req.body));
}
