import {
  CATALOGUE_SHEET,
  ENV_WASTE_AUDIT,
  ENV_WASTE_CODE,
  toPage,
  wasteCatalogueFields,
  type EnvDeleteRequest,
  type Locale,
  type Page,
  type WasteCatalogueEditRequest,
  type WasteCatalogueFields,
  type WasteCatalogueFilter,
  type WasteCatalogueRow,
  conflict,
  fail,
} from '@carbon/domain';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { ImportQueue } from '../../platform/files/import-queue.js';
import { createSheetKit } from '../../platform/files/sheet-kit.js';
import type { RequestContext } from '../../platform/http/context.js';
import { wasteRepo, type CatalogueValues } from './waste.repo.js';
import { toCatalogueRow } from './waste.view.js';

export type EnvRecordsDeps = { db: Db; mutate: Mutate; clock: Clock; imports: ImportQueue };

const ENTITY = ENV_WASTE_AUDIT.catalogue;
const EXPORT_LIMIT = 50_000;
const KIT = createSheetKit(CATALOGUE_SHEET);

const notExist = () => fail(ENV_WASTE_CODE.CATALOGUE_NOT_EXIST);
const repeat = (code: string) => fail(ENV_WASTE_CODE.CATALOGUE_CODE_REPEAT, { code }, 'code');

const values = (b: WasteCatalogueFields): CatalogueValues => ({
  kind: b.kind,
  code: b.code,
  category: b.category,
  labelZh: b.labelZh,
  labelEn: b.labelEn ?? '',
  labelTw: b.labelTw ?? '',
  industryZh: b.industryZh,
  industryEn: b.industryEn ?? '',
  industryTw: b.industryTw ?? '',
  hazard: b.hazard ?? '',
});

/** The waste catalogues: group-wide reference data (no data scope), every change audited; imports all or nothing. */
export function createWasteCatalogueService({ db, mutate, clock, imports }: EnvRecordsDeps) {
  return {
    async page(ctx: RequestContext, f: WasteCatalogueFilter, pageNo: number, pageSize: number): Promise<Page<WasteCatalogueRow>> {
      const { rows, total } = await wasteRepo.cataloguePage(db, f, pageNo, pageSize);
      return toPage(
        rows.map((r) => toCatalogueRow(r, ctx.locale)),
        total,
        pageNo,
        pageSize,
      );
    },

    async add(ctx: RequestContext, b: WasteCatalogueFields): Promise<WasteCatalogueRow> {
      return mutate(
        ctx,
        async (tx, audit) => {
          const [row] = await wasteRepo.insertCatalogue(tx, [values(b)], clock.now());
          const after = toCatalogueRow(row!, ctx.locale);
          await audit({ action: 'add', entity: ENTITY, entityId: after.id, after });
          return after;
        },
        { unique: () => repeat(b.code) },
      );
    },

    async edit(ctx: RequestContext, b: WasteCatalogueEditRequest): Promise<WasteCatalogueRow> {
      return mutate(
        ctx,
        async (tx, audit) => {
          const before = await wasteRepo.findCatalogue(tx, Number(b.id));
          if (!before) throw notExist();
          const row = await wasteRepo.updateCatalogue(tx, before.id, b.version, values(b), clock.now());
          if (!row) throw conflict();
          const after = toCatalogueRow(row, ctx.locale);
          await audit({ action: 'edit', entity: ENTITY, entityId: after.id, before: toCatalogueRow(before, ctx.locale), after });
          return after;
        },
        { unique: () => repeat(b.code) },
      );
    },

    /** Deletes an entry no live waste record uses (2051003 otherwise). */
    async remove(ctx: RequestContext, b: EnvDeleteRequest): Promise<void> {
      await mutate(ctx, async (tx, audit) => {
        const before = await wasteRepo.findCatalogue(tx, Number(b.id));
        if (!before) throw notExist();
        if (await wasteRepo.catalogueInUse(tx, before.id)) throw fail(ENV_WASTE_CODE.CATALOGUE_IN_USE);
        if (!(await wasteRepo.softDeleteCatalogue(tx, before.id, b.version ?? before.version, clock.now()))) throw conflict();
        await audit({ action: 'delete', entity: ENTITY, entityId: b.id, before: toCatalogueRow(before, ctx.locale) });
      });
    },

    /** All or nothing: a code already in the catalogue, or twice in the file, fails its row. */
    async importSheet(ctx: RequestContext, data: Buffer): Promise<{ inserted: number }> {
      return imports.run(ctx, 'wasteCatalogue', async (job) => {
        const sheet = await KIT.read(data, ctx.locale, job);
        job.phase('checking');
        for (const r of sheet.rows)
          for (const k of ['code', 'category'] as const) if (typeof r.values[k] === 'string') r.values[k] = r.values[k].toUpperCase();
        const checked = sheet.parse(wasteCatalogueFields);
        return mutate(
          ctx,
          async (tx, audit) => {
            const existing = await wasteRepo.catalogueCodes(tx);
            const seen = new Map<string, number>();
            const valid: CatalogueValues[] = [];
            for (const { row, data: b } of checked) {
              const first = seen.get(b.code);
              if (first !== undefined) sheet.fail(row, 'code', 'envRecords.import.duplicateInFile', { row: first });
              else seen.set(b.code, row);
              if (existing.has(b.code)) sheet.fail(row, 'code', 'envRecords.import.exists');
              if (!sheet.failed(row)) valid.push(values(b));
            }
            sheet.assertNoFailures();
            job.phase('writing');
            job.total(valid.length);
            const ids = (await wasteRepo.insertCatalogue(tx, valid, clock.now())).map((r) => String(r.id));
            job.written(ids.length);
            await audit({ action: 'import', entity: ENTITY, entityId: null, after: { count: ids.length, ids } });
            return { inserted: ids.length };
          },
          { unique: () => repeat('') },
        );
      });
    },

    async exportSheet(locale: Locale, f: WasteCatalogueFilter): Promise<Buffer> {
      const rows = await wasteRepo.catalogueList(db, f, EXPORT_LIMIT);
      return KIT.exportRows(
        locale,
        rows.map((r) => toCatalogueRow(r, locale)),
      );
    },

    template: (locale: Locale) => KIT.template(locale),
  };
}
