import {
  DomainError,
  INVENTORY_AUDIT,
  INVENTORY_ENTRY_SHEET,
  emissionSourceInput,
  inventoryEntryImportRow,
  parseParameters,
  type EmissionSourceInput,
  type GwpAssessment,
  type InventoryEntryImportRow,
  type InventoryEntrySaveRequest,
  type InventoryEntrySheetKey,
  type Locale,
  type MessageParams,
  type ResolvedFactor,
} from '@carbon/domain';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { ImportJob, ImportQueue } from '../../platform/files/import-queue.js';
import { createSheetKit, type ImportSheet } from '../../platform/files/sheet-kit.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { CalcService, Computed } from '../calc/calc.service.js';
import type { FactorService } from '../factor/factor.service.js';
import { entryRepo } from './entry.repo.js';
import { factorQualityOf, prepareValues, requestsOf, type Prepared, type StoredResult } from './entry.service.js';
import { projectRepo } from './project.repo.js';
import { assertCanFill, hasSection, loadTask, sectionsOf, taskInScope, taskNotExist } from './task-access.js';

export type EntryImportDeps = {
  db: Db;
  mutate: Mutate;
  clock: Clock;
  imports: ImportQueue;
  calc: CalcService;
  factor: Pick<FactorService, 'resolveVersion' | 'detail'>;
};

const KIT = createSheetKit(INVENTORY_ENTRY_SHEET);
const ENTITY = INVENTORY_AUDIT.entry;
type Sheet = ImportSheet<InventoryEntrySheetKey>;
type Row = { row: number; data: InventoryEntryImportRow };
type Ready = { request: InventoryEntrySaveRequest; prepared: Prepared };

/**
 * Rows computed, or written, between two turns of the event loop. The engine and PGlite's
 * statements run on the server's one thread: without a turn now and then, a 100,000-row
 * import would hold every other request (health, the import's own progress) for its whole
 * checking and writing. Writing in chunks also lets each chunk's objects be collected early.
 */
const TURN_ROWS = 2000;
const WRITE_ROWS = 5000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Why a row's calculation failed: the column and the message (an i18n key with its parameters). */
type Refusal = { column: InventoryEntrySheetKey; key: string; params: MessageParams };
/** A row's calculation: its engine input and requests and the results, or why it failed. */
type Outcome = { input: EmissionSourceInput; reqs: Prepared['reqs']; location: Computed; market?: Computed } | Refusal;

/** A row's calculations with their requests: the location-based one, and the market-based one of electricity. */
function calculationsOf(p: Prepared): [Prepared['reqs']['location'], Computed][] {
  return [
    [p.reqs.location, p.location],
    ...(p.market && p.reqs.market ? [[p.reqs.market, p.market] as [Prepared['reqs']['location'], Computed]] : []),
  ];
}

/** The engine input of a row: its type, its parameters, and for scope-3 sources the category column. */
function inputOf(data: InventoryEntryImportRow): EmissionSourceInput | Refusal {
  const params = parseParameters(data.parameters);
  if (!params) return { column: 'parameters', key: 'inventory.import.parameters', params: {} };
  const type = data.sourceType;
  const category = type.startsWith('scope3-') && data.category !== undefined ? { category: data.category } : {};
  const parsed = emissionSourceInput.safeParse({ ...params, ...category, type });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  if (issue.path[0] === 'type') return { column: 'sourceType', key: 'inventory.import.sourceType', params: { value: type } };
  return { column: 'parameters', key: 'inventory.import.parameter', params: { name: String(issue.path[0] ?? '') } };
}

/**
 * Excel import of a task's entries for one scope (spec §3): all or nothing, failed rows reported
 * with their reasons; the engine runs for every row and the results are stored with the entries
 * in one transaction, as a job of the import queue.
 */
export function createEntryImportService({ db, mutate, clock, imports, calc, factor }: EntryImportDeps) {
  /** Library factors by code and version, resolved once each per import. */
  async function factorsOf(sheet: Sheet, rows: Row[]): Promise<Map<string, ResolvedFactor>> {
    const out = new Map<string, ResolvedFactor>();
    for (const r of rows) {
      const { factorCode: code, factorVersion: version } = r.data;
      if (!code && !version) continue;
      const key = `${code ?? ''}\u0000${version ?? ''}`;
      if (out.has(key)) continue;
      const f = code && version ? await factor.resolveVersion(code, version) : undefined;
      if (f) out.set(key, f);
      else sheet.fail(r.row, 'factorCode', 'inventory.import.factor', { code: code ?? '', version: version ?? '' });
    }
    return out;
  }

  /**
   * The calculation of every distinct (source type, category, parameters, factor) once: the engine is
   * deterministic in them (and in the project's GWP set), and imported rows often repeat (the same boiler
   * and reading each month, a default consumption): each repeat shares the first one's outcome, and its stored
   * result (ADR 017: one calc_result row per distinct calculation of the import; an entry edited or deleted later
   * retires it only when no other live entry uses it, entry.service release()).
   */
  function calculator(gwpSet: GwpAssessment) {
    const done = new Map<string, Outcome>();
    return async (data: InventoryEntryImportRow, f: ResolvedFactor | undefined): Promise<Outcome> => {
      const key = [data.sourceType, data.category ?? '', f?.id ?? '', data.parameters].join('\u0000');
      const known = done.get(key);
      if (known) return known;
      const outcome = await calculate(data, f, gwpSet);
      done.set(key, outcome);
      return outcome;
    };
  }

  async function calculate(data: InventoryEntryImportRow, f: ResolvedFactor | undefined, gwpSet: GwpAssessment): Promise<Outcome> {
    const input = inputOf(data);
    if ('column' in input) return input;
    try {
      const reqs = requestsOf({ taskId: '0', scope: 0, input, ...(f ? { factorId: f.id } : {}) }, gwpSet);
      const location: Computed = await calc.compute(reqs.location, f);
      const market = reqs.market ? await calc.compute(reqs.market, f) : undefined;
      return { input, reqs, location, ...(market ? { market } : {}) };
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      return { column: 'parameters', key: e.key, params: e.params };
    }
  }

  /** The factor's snapshot shown with the entry and its quality grade, once per factor. */
  function snapshots() {
    const done = new Map<string, Pick<Prepared, 'snapshot' | 'factorQuality'>>();
    return async (f: ResolvedFactor | undefined): Promise<Pick<Prepared, 'snapshot' | 'factorQuality'>> => {
      if (!f) return { snapshot: null, factorQuality: factorQualityOf(undefined) };
      const known = done.get(f.id);
      if (known) return known;
      const region = (await factor.detail(Number(f.id))).country;
      const snap = {
        snapshot: { name: f.name, value: f.value, unit: f.factorUnit, source: f.sourceTitle, region },
        factorQuality: factorQualityOf({ country: region }),
      };
      done.set(f.id, snap);
      return snap;
    };
  }

  /** Checks and computes every row; failures go to the sheet. */
  async function prepare(
    sheet: Sheet,
    rows: Row[],
    scope: number,
    gwpSet: GwpAssessment,
    sections: Awaited<ReturnType<typeof sectionsOf>>,
  ) {
    const factors = await factorsOf(sheet, rows);
    const outcomeOf = calculator(gwpSet);
    const snapshotOf = snapshots();
    const ready: Ready[] = [];
    for (const [i, r] of rows.entries()) {
      if (i % TURN_ROWS === 0) await nextTurn();
      if ((scope === 3) !== (r.data.category !== undefined)) sheet.fail(r.row, 'category', 'inventory.import.category');
      else if (!hasSection(sections, { scope, category: r.data.category })) sheet.fail(r.row, 'category', 'inventory.import.section');
      const f = factors.get(`${r.data.factorCode ?? ''}\u0000${r.data.factorVersion ?? ''}`);
      // a row failed already (category, section, factor) reports its input's faults; the engine is not asked
      if (sheet.failed(r.row)) {
        const input = inputOf(r.data);
        if ('column' in input) sheet.fail(r.row, input.column, input.key, input.params);
        continue;
      }
      const outcome = await outcomeOf(r.data, f);
      if ('column' in outcome) {
        sheet.fail(r.row, outcome.column, outcome.key, outcome.params);
        continue;
      }
      const request: InventoryEntrySaveRequest = {
        taskId: '0',
        scope,
        ...(scope === 3 ? { category: r.data.category! } : {}),
        sourceName: r.data.sourceName,
        ...(r.data.facility ? { facility: r.data.facility } : {}),
        ...(r.data.activityQuality ? { activityQuality: r.data.activityQuality } : {}),
        ...(r.data.calibrationLevel ? { calibrationLevel: r.data.calibrationLevel } : {}),
        ...(r.data.remark ? { remark: r.data.remark } : {}),
        ...(f ? { factorId: f.id } : {}),
        input: outcome.input,
      };
      const { reqs, location, market } = outcome;
      ready.push({ request, prepared: { location, reqs, ...(await snapshotOf(f)), ...(market ? { market } : {}) } });
    }
    return ready;
  }

  /**
   * The upload read, checked and computed: the rows ready to be written, or 1012002 with the failed rows and
   * the report. Its own function, so the sheet's rows are not kept while the entries are written.
   */
  async function checked(
    ctx: RequestContext,
    job: ImportJob,
    data: Buffer,
    scope: number,
    gwpSet: GwpAssessment,
    sections: Awaited<ReturnType<typeof sectionsOf>>,
  ): Promise<Ready[]> {
    const sheet = await KIT.read(data, ctx.locale, job);
    job.phase('checking');
    const ready = await prepare(sheet, sheet.parse(inventoryEntryImportRow), scope, gwpSet, sections);
    sheet.assertNoFailures();
    return ready;
  }

  return {
    template(locale: Locale): Promise<Buffer> {
      return KIT.template(locale);
    },

    templateName(locale: Locale): string {
      return KIT.templateName(locale);
    },

    async importSheet(ctx: RequestContext, taskId: number, scope: number, data: Buffer): Promise<{ inserted: number }> {
      const scopeOf = await ctx.scope();
      const read = await taskInScope(db, scopeOf, taskId);
      await assertCanFill(db, ctx, scopeOf, read);
      const project = await projectRepo.findById(db, read.projectId);
      if (!project) throw taskNotExist();
      const gwpSet = project.gwpSet as GwpAssessment;
      const sections = await sectionsOf(db, read.templateId);
      return imports.run(ctx, 'inventoryEntry', async (job) => {
        const ready = await checked(ctx, job, data, scope, gwpSet, sections);
        return mutate(ctx, async (tx, audit) => {
          const task = await loadTask(tx, taskId, true);
          await assertCanFill(tx, ctx, scopeOf, task);
          job.phase('writing');
          job.total(ready.length);
          const ids: number[] = [];
          const at = clock.now();
          /** The stored result of each calculation written so far. */
          const storedOf = new Map<Computed, StoredResult | undefined>();
          while (ready.length) {
            // spliced off, so the written rows' objects can be collected while the next chunk is written
            const chunk = ready.splice(0, WRITE_ROWS);
            // each calculation of the import not stored yet, once (identical rows share it: calculator())
            const items: { req: Prepared['reqs']['location']; computed: Computed }[] = [];
            for (const r of chunk)
              for (const [req, computed] of calculationsOf(r.prepared))
                if (!storedOf.has(computed)) {
                  storedOf.set(computed, undefined);
                  items.push({ req, computed });
                }
            const stored = await calc.storeMany(tx, audit, ctx, task.orgId, items);
            items.forEach((item, i) => storedOf.set(item.computed, stored[i]!));
            const values = chunk.map((r) => {
              const loc = storedOf.get(r.prepared.location)!;
              const mkt = r.prepared.market ? storedOf.get(r.prepared.market)! : undefined;
              return prepareValues(r.request, task, project.gwpSet, r.prepared, { loc, mkt }, ctx.user.id);
            });
            for (const id of await entryRepo.insertMany(tx, values, at)) ids.push(id);
            job.written(ids.length);
            await nextTurn();
          }
          await audit({
            action: 'import',
            entity: ENTITY,
            entityId: String(task.id),
            orgId: task.orgId,
            after: { scope, count: ids.length, ids: ids.map(String) },
          });
          return { inserted: ids.length };
        });
      });
    },
  };
}

export type EntryImportService = ReturnType<typeof createEntryImportService>;
