import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BoundaryMethodCode, Locale, ReportTemplate } from '@carbon/domain';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import { XLSX_MIME } from '../../platform/files/excel.js';
import type { RequestContext } from '../../platform/http/context.js';
import { buildReportDocument, type ReportDocInput } from './pdf/document.js';
import type { MethodFormula } from './pdf/method-sections.js';
import { renderPdf } from './pdf/render.js';
import { renderPdfInWorker } from './pdf/worker.js';
import { reportExportRepo, type EntrySource, type ExportEntry } from './report-export.repo.js';
import { computeReport, type ReportService } from './report.service.js';
import { writeReportXlsx } from './report-xlsx.js';

export type ReportExportDeps = {
  db: Db;
  mutate: Mutate;
  clock: Clock;
  config: Pick<Config, 'dataDir'>;
  reports: ReportService;
  /** Documents with more table rows (entities, factors, methods) than this render on a worker thread (default 60: about ten pages). */
  workerRows?: number;
};

export type ExportedFile = {
  filename: string;
  contentType: string;
  /** The complete file under its final name. */
  path: string;
  bytes: number;
  /** A draft's file is the caller's alone: remove it once sent. A published version's is kept and reused. */
  temporary: boolean;
};

const BATCH = 5_000;
/** Bump when the document's layout or words change, so kept exports of published versions are made again. */
const LAYOUT_REVISION = 1;
const PDF_MIME = 'application/pdf';
/** At most this many PDFs render at once in the process (each holds the font, ≈150 MB at peak). */
const PDF_CONCURRENCY = 2;

/**
 * Writes `name` in `dir` all or nothing: the file is generated under a temporary name, flushed
 * to disk and only then renamed (atomic on one file system). A crash or an error leaves at
 * most a `.part` file, which never counts as the report and is swept on a later export.
 */
async function atomically(dir: string, name: string, write: (tmp: string) => Promise<void>): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const tmp = join(dir, `.${randomUUID()}.part`);
  try {
    await write(tmp);
    const fh = await open(tmp, 'r');
    await fh.sync();
    await fh.close();
    const final = join(dir, name);
    await rename(tmp, final);
    return final;
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

/** Removes `.part` files older than an hour (left by a process that died while writing). */
async function sweep(dir: string, now: Date): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((x) => x.endsWith('.part'))) {
    const s = await stat(join(dir, name)).catch(() => undefined);
    if (s && now.getTime() - s.mtimeMs > 3_600_000) await rm(join(dir, name), { force: true });
  }
}

const exists = (path: string) =>
  stat(path).then(
    (s) => s.size,
    () => undefined,
  );

async function* batches(db: Db, source: EntrySource): AsyncIterable<ExportEntry[]> {
  let after = '0';
  for (;;) {
    const rows = await reportExportRepo.entries(db, source, after, BATCH);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
    if (rows.length < BATCH) return;
  }
}

function methodsOf(
  input: { sourceType: string; entries: number }[],
  formulas: { sourceType: string; method: string | null; formula: string | null }[],
) {
  return input.map((m): MethodFormula => ({
    sourceType: m.sourceType,
    entries: m.entries,
    formulas: formulas
      .filter((f) => f.sourceType === m.sourceType && (f.method || f.formula))
      .map((f) => ({ method: f.method ?? '', formula: f.formula ?? '' })),
  }));
}

let running = 0;
const waiting: (() => void)[] = [];
async function limited<T>(run: () => Promise<T>): Promise<T> {
  if (running >= PDF_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await run();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Report export (issue 11 "Output"): the PDF document and the Excel workbook of a version (0 = the draft). */
export function createReportExport({ db, mutate, clock, config, reports, workerRows = 60 }: ReportExportDeps) {
  const dir = join(config.dataDir, 'exports');

  /** Where a version's entries come from: frozen with a published version; a draft's counted entries as they are now. */
  async function sourceOf(report: Awaited<ReturnType<ReportService['figuresOf']>>['report'], versionNo: number, taskIds: string[]) {
    if (versionNo > 0) return { kind: 'frozen', reportId: report.id, versionNo } satisfies EntrySource;
    const { units } = await computeReport(
      db,
      {
        kind: report.kind as 'task' | 'consolidated',
        template: report.template as ReportTemplate,
        projectId: report.projectId,
        taskId: report.taskId,
        orgId: report.orgId,
        method: report.boundaryMethod as BoundaryMethodCode,
      },
      clock.now(),
    );
    const lines = [...units].map(([orgId, u]) => ({ orgId, lineOrgId: u.orgId, pct: u.pct.toFixed() }));
    return { kind: 'live', taskIds: taskIds.map(Number), lines } satisfies EntrySource;
  }

  async function writePdf(tmp: string, input: ReportDocInput): Promise<void> {
    const job = buildReportDocument(input);
    const rows = input.figures.lines.length + input.figures.factors.length + input.methods.length;
    const { bytes } = await limited(() => (rows > workerRows ? renderPdfInWorker(job) : renderPdf(job)));
    await writeFile(tmp, bytes);
  }

  return {
    /**
     * The file of a report version in the caller's language (data scope as the detail's). A
     * published version's export is kept under its final name and reused; a draft's is made
     * afresh each time. The export is audited.
     */
    async export(ctx: RequestContext, q: { id: string; format: 'pdf' | 'xlsx'; versionNo?: number | undefined }): Promise<ExportedFile> {
      const { report, versionNo, figures, texts, title } = await reports.figuresOf(ctx, Number(q.id), q.versionNo);
      const published = versionNo > 0 ? (await reports.versions(ctx, report.id)).find((v) => v.versionNo === versionNo) : undefined;
      const locale: Locale = ctx.locale;
      const ext = q.format;
      const name = published
        ? `report-${report.id}-v${versionNo}-${locale}-r${LAYOUT_REVISION}.${ext}`
        : `draft-${report.id}-${randomUUID()}.${ext}`;
      let path = join(dir, name);
      let bytes = published ? await exists(path) : undefined;
      if (bytes === undefined) {
        await sweep(dir, clock.now());
        const source = await sourceOf(report, versionNo, figures.taskIds);
        const input: ReportDocInput = {
          locale,
          title,
          number: report.number,
          template: report.template as ReportTemplate,
          kind: report.kind as 'task' | 'consolidated',
          versionNo,
          date: (published?.publishedAt ?? report.generatedAt.toISOString()).slice(0, 10),
          figures,
          texts,
          methods: q.format === 'pdf' ? methodsOf(figures.methods, await reportExportRepo.formulas(db, source)) : [],
        };
        path = await atomically(dir, name, (tmp) =>
          q.format === 'pdf' ? writePdf(tmp, input) : writeReportXlsx(tmp, input, batches(db, source)).then(() => undefined),
        );
        bytes = (await stat(path)).size;
      }
      await mutate(ctx, (_tx, audit) =>
        audit({
          action: 'export',
          entity: 'inventory_report',
          entityId: String(report.id),
          orgId: report.orgId,
          after: { number: report.number, versionNo, format: q.format, locale, bytes },
        }),
      );
      return {
        filename: `${report.number} ${title}.${ext}`,
        contentType: q.format === 'pdf' ? PDF_MIME : XLSX_MIME,
        path,
        bytes: bytes!,
        temporary: !published,
      };
    },
  };
}

export type ReportExport = ReturnType<typeof createReportExport>;
