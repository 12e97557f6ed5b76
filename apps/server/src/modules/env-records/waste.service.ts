import {
  ENV_WASTE_AUDIT,
  ENV_WASTE_CODE,
  ORG_CODE,
  WASTE_DISPOSAL_METHOD,
  WASTE_QUANTITY_DECIMALS,
  WASTE_SHEET,
  toDecimal,
  toPage,
  wasteFields,
  type EnvDeleteRequest,
  type Locale,
  type Page,
  type WasteEditRequest,
  type WasteFields,
  type WasteFilter,
  type WasteRow,
  conflict,
  fail,
} from '@carbon/domain';
import { z } from 'zod';
import { assertInScope, inScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import { createSheetKit } from '../../platform/files/sheet-kit.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { EnvRecordsDeps } from './waste-catalogue.service.js';
import { wasteRepo, wasteScope, type WasteRecord, type WasteValues } from './waste.repo.js';
import { toWasteRow } from './waste.view.js';

const ENTITY = ENV_WASTE_AUDIT.waste;
const EXPORT_LIMIT = 50_000;
const KIT = createSheetKit(WASTE_SHEET);

const notExist = () => fail(ENV_WASTE_CODE.WASTE_NOT_EXIST);

/** The live record, locked for the change, in the caller's scope: 2051004 when gone, 1013003 when foreign. */
async function lockedInScope(tx: Db, scope: DataScope, id: string): Promise<WasteRecord> {
  const current = await wasteRepo.findWaste(tx, Number(id), true);
  if (!current) throw notExist();
  assertInScope(scope, current.orgId);
  return current;
}
const repeat = (b: { year: number; month: number }) => fail(ENV_WASTE_CODE.WASTE_REPEAT, { year: b.year, month: b.month }, 'catalogueId');
const keyOf = (v: WasteValues) => `${v.orgId}|${v.year}|${v.month}|${v.catalogueId}|${v.disposalMethod}`;

const values = (b: WasteFields): WasteValues => ({
  orgId: Number(b.orgId),
  year: b.year,
  month: b.month,
  catalogueId: Number(b.catalogueId),
  quantity: toDecimal(b.quantity, 'quantity', WASTE_QUANTITY_DECIMALS).toFixed(),
  disposalMethod: b.disposalMethod,
  receiver: b.receiver || null,
  remark: b.remark || null,
});

/** An import row: organisation and waste by their codes (read with the sheet's column keys). */
const importRow = z.object({
  orgCode: z.string().trim().min(1),
  year: wasteFields.shape.year,
  month: wasteFields.shape.month,
  wasteCode: z.string().trim().min(1),
  quantity: wasteFields.shape.quantity,
  disposalMethod: wasteFields.shape.disposalMethod,
  receiver: wasteFields.shape.receiver,
  remark: wasteFields.shape.remark,
});

/** Waste records per legal entity and month: read and changed within the caller's data scope, every change audited. */
export function createWasteService({ db, mutate, clock, imports }: EnvRecordsDeps) {
  async function listed(tx: Db, id: number, locale: Locale): Promise<WasteRow> {
    const row = await wasteRepo.findListed(tx, id);
    if (!row) throw notExist();
    return toWasteRow(row, locale);
  }

  async function assertRefs(tx: Db, b: WasteFields): Promise<void> {
    if (!(await wasteRepo.liveOrg(tx, Number(b.orgId)))) throw fail(ORG_CODE.NOT_EXIST, {}, 'orgId');
    if (!(await wasteRepo.findCatalogue(tx, Number(b.catalogueId)))) throw fail(ENV_WASTE_CODE.CATALOGUE_NOT_EXIST, {}, 'catalogueId');
  }

  return {
    async page(ctx: RequestContext, f: WasteFilter, pageNo: number, pageSize: number): Promise<Page<WasteRow>> {
      const scope = await ctx.scope();
      if (f.orgId !== undefined) assertInScope(scope, Number(f.orgId));
      const filter = { ...f, orgId: f.orgId === undefined ? undefined : Number(f.orgId) };
      const { rows, total } = await wasteRepo.page(db, wasteScope(scope), filter, pageNo, pageSize);
      return toPage(
        rows.map((r) => toWasteRow(r, ctx.locale)),
        total,
        pageNo,
        pageSize,
      );
    },

    async detail(ctx: RequestContext, id: number): Promise<WasteRow> {
      const row = await listed(db, id, ctx.locale);
      assertInScope(await ctx.scope(), Number(row.orgId));
      return row;
    },

    async add(ctx: RequestContext, b: WasteFields): Promise<WasteRow> {
      assertInScope(await ctx.scope(), Number(b.orgId));
      return mutate(
        ctx,
        async (tx, audit) => {
          await assertRefs(tx, b);
          const [row] = await wasteRepo.insertWaste(tx, [{ ...values(b), createdBy: ctx.user.id }], clock.now());
          const after = await listed(tx, row!.id, ctx.locale);
          await audit({ action: 'add', entity: ENTITY, entityId: after.id, orgId: Number(b.orgId), after });
          return after;
        },
        { unique: () => repeat(b) },
      );
    },

    async edit(ctx: RequestContext, b: WasteEditRequest): Promise<WasteRow> {
      const scope = await ctx.scope();
      assertInScope(scope, Number(b.orgId));
      return mutate(
        ctx,
        async (tx, audit) => {
          const current = await lockedInScope(tx, scope, b.id);
          await assertRefs(tx, b);
          const before = await listed(tx, current.id, ctx.locale);
          if (!(await wasteRepo.updateWaste(tx, current.id, b.version, values(b), clock.now()))) throw conflict();
          const after = await listed(tx, current.id, ctx.locale);
          await audit({ action: 'edit', entity: ENTITY, entityId: after.id, orgId: Number(b.orgId), before, after });
          return after;
        },
        { unique: () => repeat(b) },
      );
    },

    async remove(ctx: RequestContext, b: EnvDeleteRequest): Promise<void> {
      const scope = await ctx.scope();
      await mutate(ctx, async (tx, audit) => {
        const current = await lockedInScope(tx, scope, b.id);
        const before = await listed(tx, current.id, ctx.locale);
        if (!(await wasteRepo.softDeleteWaste(tx, current.id, b.version ?? current.version, clock.now()))) throw conflict();
        await audit({ action: 'delete', entity: ENTITY, entityId: b.id, orgId: current.orgId, before });
      });
    },

    /** All or nothing: unknown or foreign organisation codes, unknown waste codes and duplicates fail their rows. */
    async importSheet(ctx: RequestContext, data: Buffer): Promise<{ inserted: number }> {
      const scope = await ctx.scope();
      return imports.run(ctx, 'envWaste', async (job) => {
        const sheet = await KIT.read(data, ctx.locale, job);
        job.phase('checking');
        const checked = sheet.parse(importRow);
        return mutate(
          ctx,
          async (tx, audit) => {
            const [orgs, catalogue, existing] = [
              await wasteRepo.orgsByCode(tx),
              await wasteRepo.catalogueCodes(tx),
              await wasteRepo.liveKeys(tx),
            ];
            const seen = new Map<string, number>();
            const valid: WasteValues[] = [];
            for (const { row, data: r } of checked) {
              const orgId = orgs.get(r.orgCode);
              if (orgId === undefined || !inScope(scope, orgId))
                sheet.fail(row, 'orgCode', 'envRecords.import.orgUnknown', { code: r.orgCode });
              const c = catalogue.get(r.wasteCode.toUpperCase());
              if (!c) sheet.fail(row, 'wasteCode', 'envRecords.import.wasteUnknown', { code: r.wasteCode });
              if (sheet.failed(row) || orgId === undefined || !c) continue;
              const v = values({ ...r, orgId: String(orgId), catalogueId: String(c.id) });
              const first = seen.get(keyOf(v));
              if (first !== undefined) sheet.fail(row, 'wasteCode', 'envRecords.import.duplicateInFile', { row: first });
              else seen.set(keyOf(v), row);
              if (existing.has(keyOf(v))) sheet.fail(row, 'wasteCode', 'envRecords.import.exists');
              if (!sheet.failed(row)) valid.push(v);
            }
            sheet.assertNoFailures();
            job.phase('writing');
            job.total(valid.length);
            const ids = (
              await wasteRepo.insertWaste(
                tx,
                valid.map((v) => ({ ...v, createdBy: ctx.user.id })),
                clock.now(),
              )
            ).map((r) => String(r.id));
            job.written(ids.length);
            await audit({ action: 'import', entity: ENTITY, entityId: null, after: { count: ids.length, ids } });
            return { inserted: ids.length };
          },
          { unique: () => repeat({ year: 0, month: 0 }) },
        );
      });
    },

    async exportSheet(ctx: RequestContext, f: WasteFilter): Promise<Buffer> {
      const scope = await ctx.scope();
      if (f.orgId !== undefined) assertInScope(scope, Number(f.orgId));
      const filter = { ...f, orgId: f.orgId === undefined ? undefined : Number(f.orgId) };
      const rows = await wasteRepo.list(db, wasteScope(scope), filter, EXPORT_LIMIT);
      const orgs = await wasteRepo.orgsByCode(db);
      const codeOf = new Map([...orgs].map(([code, id]) => [id, code]));
      return KIT.exportRows(
        ctx.locale,
        rows.map((l) => {
          const r = toWasteRow(l, ctx.locale);
          return { ...r, orgCode: codeOf.get(l.w.orgId) ?? '', receiver: r.receiver ?? '', remark: r.remark ?? '' };
        }),
      );
    },

    template: (locale: Locale) => KIT.template(locale),
  };
}

/** The label of a disposal method's enumeration item key (for messages naming it). */
export const methodKey = (code: number) => WASTE_DISPOSAL_METHOD.items.find((i) => i.code === code)?.key ?? String(code);
