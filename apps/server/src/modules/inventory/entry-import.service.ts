import {
  DomainError,
  INVENTORY_AUDIT,
  INVENTORY_ENTRY_SHEET,
  entryScopeOf,
  ipccFuelFactors,
  inventoryEntryImportRow,
  translate,
  type EmissionSourceInput,
  type GwpAssessment,
  type InventoryEntryImportRow,
  type InventoryEntrySaveRequest,
  type Locale,
  type MessageParams,
  type ResolvedFactor,
} from '@carbon/domain';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Audit, Mutate } from '../../platform/db/mutate.js';
import type { ImportJob, ImportQueue } from '../../platform/files/import-queue.js';
import { UncleanSheet, type CleanRow, type ImportSheet } from '../../platform/files/sheet-kit.js';
import { streamCleanRows } from '../../platform/files/sheet-stream.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { CalcService, Computed } from '../calc/calc.service.js';
import type { FactorService } from '../factor/factor.service.js';
import { entryRepo } from './entry.repo.js';
import { factorQualityOf, prepareValues, requestsOf, type Prepared, type StoredResult } from './entry.service.js';
import { cellsKey, columnOfField, entryInputOf, type CellFault, type RowCells } from './entry-import-input.js';
import { CURRENT, entrySheetOf, entryTemplate, isEntryExample, type EntrySheetVersion } from './entry-import-sheet.js';
import { projectRepo } from './project.repo.js';
import { assertCanFill, hasSection, loadTask, sectionsOf, taskInScope, taskNotExist } from './task-access.js';

export type EntryImportDeps = {
  db: Db;
  mutate: Mutate;
  clock: Clock;
  imports: ImportQueue;
  calc: CalcService;
  factor: Pick<FactorService, 'resolveVersion' | 'resolveInForce' | 'detail'>;
};

const ENTITY = INVENTORY_AUDIT.entry;
type Row = CleanRow<InventoryEntryImportRow>;
/** Where a row's failures go: the sheet (the whole path reports them all), or the fast path's probe (the first one ends it). */
type Checks = {
  readonly locale: Locale;
  fail(row: number, key: string, message: string, params?: MessageParams): void;
  failed(row: number, key?: string): boolean;
};
/** The fast path's checks: a row that fails ends it (UncleanSheet), and the whole path takes over. */
const fast = (locale: Locale): Checks => ({
  locale,
  fail: (row) => {
    throw new UncleanSheet(row);
  },
  failed: () => false,
});
type Ready = { request: InventoryEntrySaveRequest; prepared: Prepared };

/**
 * Rows computed, or written, between two turns of the event loop. The engine and PGlite's
 * statements run on the server's one thread: without a turn now and then, a 100,000-row
 * import would hold every other request (health, the import's own progress) for its whole
 * checking and writing. Writing in chunks also lets each chunk's objects be collected early.
 */
const TURN_ROWS = 2000;
const WRITE_ROWS = 5000;
/** Rows a chunk of the fast path's reading thread brings: written as they come, while the thread reads the next. */
const STREAM_ROWS = 5000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A project's period as calendar days: its month, or its whole year. */
function periodOf(p: { year: number; month: number | null }): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (p.month === null) return { from: `${p.year}-01-01`, to: `${p.year}-12-31` };
  const last = new Date(Date.UTC(p.year, p.month, 0)).getUTCDate();
  return { from: `${p.year}-${pad(p.month)}-01`, to: `${p.year}-${pad(p.month)}-${pad(last)}` };
}

/** Why a row's calculation failed: the column and the message (an i18n key with its parameters). */
type Refusal = { column: string; key: string; params: MessageParams };
/** A row's calculation: its engine input and requests and the results, or why it failed. */
type Computation = { input: EmissionSourceInput; reqs: Prepared['reqs']; location: Computed; market?: Computed };
type Outcome = Computation | Refusal;

/** A row's calculations with their requests: the location-based one, and the market-based one of electricity. */
function calculationsOf(p: Prepared): [Prepared['reqs']['location'], Computed][] {
  return [
    [p.reqs.location, p.location],
    ...(p.market && p.reqs.market ? [[p.reqs.market, p.market] as [Prepared['reqs']['location'], Computed]] : []),
  ];
}

/** A row's cells as the input is built from them. */
const cellsOf = (data: InventoryEntryImportRow): RowCells => data as RowCells;

/** Reports the faults of a row's cells, each at its column, but none twice at one column. */
function report(checks: Checks, row: number, faults: readonly CellFault[]): void {
  for (const f of faults) if (!checks.failed(row, f.column)) checks.fail(row, f.column, f.key, f.params);
}

/**
 * Excel import of a task's entries for one scope (spec §3): all or nothing, failed rows reported
 * with their reasons; the engine runs for every row and the results are stored with the entries
 * in one transaction, as a job of the import queue.
 *
 * Two paths, one outcome (ADR 018). The fast path reads the file on the reading thread
 * (platform/files/sheet-stream.ts) and checks, computes and writes each chunk inside the transaction
 * while the thread reads the next; the first row that fails ends it (the transaction rolls back).
 * The whole path then reads the file here, checks every row, and either reports every failed row
 * (1012002) or, when all pass (the thread failed), writes them.
 */
export function createEntryImportService({ db, mutate, clock, imports, calc, factor }: EntryImportDeps) {
  type Sections = Awaited<ReturnType<typeof sectionsOf>>;
  type Task = Awaited<ReturnType<typeof loadTask>>;
  type Project = NonNullable<Awaited<ReturnType<typeof projectRepo.findById>>>;

  /**
   * What an import looks up and computes once: library factors by code and version, the calculation of
   * every distinct (source type, category, parameters, factor) (the engine is deterministic in them and in
   * the project's GWP set; imported rows often repeat: the same boiler and reading each month, a default
   * consumption), and each factor's snapshot. Every repeat shares the first one's objects, and so its stored
   * result (ADR 017: one calc_result row per distinct calculation of the import; an entry edited or deleted
   * later retires it only when no other live entry uses it, entry.service release()). `via`: the database
   * handle to read with (the transaction, when the rows are checked inside it).
   */
  function lookups(project: Project, via: Db, locale: Locale) {
    const gwpSet = project.gwpSet as GwpAssessment;
    const period = periodOf(project);
    const factors = new Map<string, ResolvedFactor | undefined>();
    const outcomes = new Map<string, Outcome>();
    const snaps = new Map<string, Pick<Prepared, 'snapshot' | 'factorQuality'>>();
    const prepared = new Map<Computation, Prepared>();
    const inputs = new Map<string, ReturnType<typeof entryInputOf>>();
    const keyOf = (input: EmissionSourceInput, f: ResolvedFactor | undefined, cells: RowCells) =>
      [f?.id ?? '', cells.parameters ? 'p' : 'c', JSON.stringify(input)].join('\u0000');

    /** The factor's snapshot shown with the entry and its quality grade. */
    async function snapshotOf(f: ResolvedFactor | undefined): Promise<Pick<Prepared, 'snapshot' | 'factorQuality'>> {
      if (!f) return { snapshot: null, factorQuality: factorQualityOf(undefined) };
      let snap = snaps.get(f.id);
      if (!snap) {
        const region = (await factor.detail(Number(f.id), via)).country;
        snap = {
          snapshot: { name: f.name, value: f.value, unit: f.factorUnit, source: f.sourceTitle, region },
          factorQuality: factorQualityOf({ country: region }),
        };
        snaps.set(f.id, snap);
      }
      return snap;
    }

    /** A library row by code (and version, else the version in force); a row of a fuel's set brings the whole set. */
    async function resolve(code: string, version: string | undefined): Promise<ResolvedFactor | undefined> {
      const key = `${code}\u0000${version ?? ''}`;
      if (!factors.has(key)) {
        factors.set(key, version ? await factor.resolveVersion(code, version, via) : await factor.resolveInForce(code, period, via));
      }
      return factors.get(key);
    }

    return {
      /** The row's engine input, or its cells' faults; built once per distinct set of cells (imported rows often repeat). */
      inputOf(cells: RowCells): ReturnType<typeof entryInputOf> {
        const key = cellsKey(cells);
        let built = inputs.get(key);
        if (!built) inputs.set(key, (built = entryInputOf(locale, cells)));
        return built;
      },
      /**
       * The row's library factor: by code and version, or by code alone the version in force in the project's
       * period; a fuel's by its set's calorific-value row in force; undefined when it names none, or none that
       * exists (the row fails).
       */
      async factorOf(checks: Checks, r: Row): Promise<ResolvedFactor | undefined> {
        const { factorCode: code, factorVersion: version, fuel } = r.data;
        if (fuel) {
          const f = await resolve(`${fuel}-NCV`, undefined);
          const name = translate(locale, `inventory.fuel.${fuel}`);
          if (!f) checks.fail(r.row, 'fuel', 'inventory.import.fuelInForce', { fuel: name, from: period.from, to: period.to });
          return f;
        }
        if (!code && !version) return undefined;
        const f = code ? await resolve(code, version) : undefined;
        if (f) return f;
        if (!code) checks.fail(r.row, 'factorCode', 'imports.reason.required');
        else if (version) checks.fail(r.row, 'factorVersion', 'inventory.import.factor', { code, version });
        else checks.fail(r.row, 'factorCode', 'inventory.import.factorInForce', { code, from: period.from, to: period.to });
        return undefined;
      },
      /** The calculation of the row, when the import has done it already. */
      known(input: EmissionSourceInput, f: ResolvedFactor | undefined, cells: RowCells): Outcome | undefined {
        return outcomes.get(keyOf(input, f, cells));
      },
      async outcomeOf(input: EmissionSourceInput, f: ResolvedFactor | undefined, cells: RowCells): Promise<Outcome> {
        const key = keyOf(input, f, cells);
        let outcome = outcomes.get(key);
        if (!outcome) outcomes.set(key, (outcome = await calculate(input, f, gwpSet, via, cells)));
        return outcome;
      },
      /** What the entries of a calculation share (one object for all of them), when the import has made it already. */
      preparedOf(outcome: Computation): Prepared | undefined {
        return prepared.get(outcome);
      },
      /** What the entries of a calculation share: its results and requests, and the factor's snapshot and quality grade. */
      async prepare(outcome: Computation, f: ResolvedFactor | undefined): Promise<Prepared> {
        const { reqs, location, market } = outcome;
        const p: Prepared = { location, reqs, ...(await snapshotOf(f)), ...(market ? { market } : {}) };
        prepared.set(outcome, p);
        return p;
      },
    };
  }
  type Lookups = ReturnType<typeof lookups>;

  async function calculate(
    input: EmissionSourceInput,
    f: ResolvedFactor | undefined,
    gwpSet: GwpAssessment,
    via: Db,
    cells: RowCells,
  ): Promise<Outcome> {
    try {
      const reqs = requestsOf({ taskId: '0', scope: 0, input, ...(f ? { factorId: f.id } : {}) }, gwpSet);
      const location: Computed = await calc.compute(reqs.location, f, via);
      const market = reqs.market ? await calc.compute(reqs.market, f, via) : undefined;
      return { input, reqs, location, ...(market ? { market } : {}) };
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      // the column's label names the field (the engine's `field` is its input name)
      const { field, ...params } = e.params;
      const column = columnOfField(typeof field === 'string' ? field : undefined, cells);
      return { column, key: e.key, params: column === 'parameters' && field !== undefined ? { ...params, field } : params };
    }
  }

  /**
   * A row naming a fuel for the IPCC method: each factor it leaves empty comes from the fuel's set (the engine
   * takes the set as the row's factor and keeps each row's version); one the set lacks fails at its column.
   */
  function fuelLacks(checks: Checks, r: Row, input: EmissionSourceInput, f: ResolvedFactor | undefined): void {
    if (!r.data.fuel || input.type !== 'combustion-ipcc') return;
    const lib = ipccFuelFactors(f?.fuel ?? {}, input.sourceType === 'mobile');
    const fuel = translate(checks.locale, `inventory.fuel.${r.data.fuel}`);
    for (const column of ['co2KgPerTJ', 'ch4KgPerTJ', 'n2oKgPerTJ'] as const)
      if (input[column] === undefined && lib.values[column] === undefined)
        checks.fail(r.row, column, 'inventory.import.fuelLacks', { fuel });
  }

  /**
   * Checks and computes rows; failures go to `checks`, every faulty cell of a row at its column. Each row is
   * filed under its own scope (the scope column, or the scope of its calculation), never the tab the import was
   * started from; a calculation of another scope than the row names is refused at the calculation column. The
   * template's example row left as it was (in any language) is skipped.
   */
  async function prepare(checks: Checks, rows: Row[], sections: Sections, look: Lookups): Promise<Ready[]> {
    const ready: Ready[] = [];
    for (const [i, r] of rows.entries()) {
      if (i % TURN_ROWS === 0) await nextTurn();
      if (isEntryExample(r.data)) continue;
      const placed = entryScopeOf(r.data);
      const scope = 'scope' in placed ? placed.scope : 0;
      if (!('scope' in placed)) checks.fail(r.row, placed.field, placed.key, placed.params);
      else if (!hasSection(sections, { scope, category: r.data.category }))
        checks.fail(r.row, scope === 3 ? 'category' : 'scope', 'inventory.import.section');
      const cells = cellsOf(r.data);
      const built = look.inputOf(cells);
      report(checks, r.row, built.faults);
      // (the common case, a row without a library factor, without an await)
      const named = r.data.factorCode || r.data.factorVersion || (r.data.fuel && !checks.failed(r.row, 'fuel'));
      const f = named ? await look.factorOf(checks, r) : undefined;
      const input = built.input;
      if (input && !checks.failed(r.row)) fuelLacks(checks, r, input, f);
      // a row failed already (scope, category, section, a cell, the factor): the engine is not asked
      if (!input || checks.failed(r.row)) continue;
      const outcome = look.known(input, f, cells) ?? (await look.outcomeOf(input, f, cells));
      if ('column' in outcome) {
        checks.fail(r.row, outcome.column, outcome.key, outcome.params);
        continue;
      }
      const request: InventoryEntrySaveRequest = { taskId: '0', scope, sourceName: r.data.sourceName, input: outcome.input };
      if (scope === 3) request.category = r.data.category!;
      if (r.data.facility) request.facility = r.data.facility;
      if (r.data.activityQuality) request.activityQuality = r.data.activityQuality;
      if (r.data.calibrationLevel) request.calibrationLevel = r.data.calibrationLevel;
      if (r.data.remark) request.remark = r.data.remark;
      if (f) request.factorId = f.id;
      ready.push({ request, prepared: look.preparedOf(outcome) ?? (await look.prepare(outcome, f)) });
    }
    return ready;
  }

  /** The faults of the cells of rows the sheet's own checks failed (a bad choice, a missing name): reported too. */
  function reportFailedRows(sheet: ImportSheet<string>): void {
    for (const r of sheet.rows) if (sheet.failed(r.row)) report(sheet, r.row, entryInputOf(sheet.locale, r.values).faults);
  }

  /**
   * Writes checked rows into the task, in the caller's transaction; `write` may be called once per chunk.
   * Each calculation not stored yet is stored once (identical rows share it: lookups()).
   */
  function writer(tx: Db, audit: Audit, ctx: RequestContext, task: Task, project: Project, job: ImportJob) {
    const ids: number[] = [];
    const scopes = new Set<number>();
    const at = clock.now();
    /** The stored result of each calculation written so far. */
    const storedOf = new Map<Computed, StoredResult | undefined>();
    return {
      ids,
      scopes,
      async write(ready: Ready[]): Promise<void> {
        while (ready.length) {
          // spliced off, so the written rows' objects can be collected while the next chunk is written
          const chunk = ready.splice(0, WRITE_ROWS);
          const items: { req: Prepared['reqs']['location']; computed: Computed }[] = [];
          for (const r of chunk) scopes.add(r.request.scope);
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
            const v = prepareValues(r.request, task, project.gwpSet, r.prepared, { loc, mkt }, ctx.user.id);
            // the input its stored result holds is not stored again (ADR 019): an import's rows share few calculations
            if (r.prepared.reqs.location.source === r.request.input) v.input = null;
            return v;
          });
          for (const id of await entryRepo.insertMany(tx, values, at)) ids.push(id);
          job.written(ids.length);
          await nextTurn();
        }
      },
    };
  }

  /** The import's audit record: the scopes its rows were filed under, the count and the new entries' ids. */
  function audited(audit: Audit, task: Task, scopes: ReadonlySet<number>, ids: number[]) {
    return audit({
      action: 'import',
      entity: ENTITY,
      entityId: String(task.id),
      orgId: task.orgId,
      after: { scopes: [...scopes].sort().map(String), count: ids.length, ids: ids.map(String) },
    });
  }

  type Import = {
    ctx: RequestContext;
    job: ImportJob;
    data: Buffer;
    taskId: number;
    version: EntrySheetVersion;
    scopeOf: Awaited<ReturnType<RequestContext['scope']>>;
    project: Project;
    sections: Sections;
  };

  /** The task of the import, locked, and still the caller's to fill. */
  async function lockedTask(tx: Db, x: Import): Promise<Task> {
    const task = await loadTask(tx, x.taskId, true);
    await assertCanFill(tx, x.ctx, x.scopeOf, task);
    return task;
  }

  /**
   * The fast path: the rows read on the reading thread, each chunk checked, computed and written in the
   * transaction while the next is read. Throws UncleanSheet at the first row that fails (or when the thread
   * does): the transaction rolls back, nothing is written.
   */
  async function streamed(x: Import): Promise<{ inserted: number }> {
    const reading = x.job.reading(INVENTORY_ENTRY_SHEET.maxRows);
    const rows = streamCleanRows<InventoryEntryImportRow>(x.version.source, x.data, x.ctx.locale, reading, STREAM_ROWS);
    // the transaction opens with the first chunk read, not before (on PGlite it holds the one connection)
    try {
      const first = await rows.next();
      return await mutate(x.ctx, async (tx, audit) => {
        const task = await lockedTask(tx, x);
        const look = lookups(x.project, tx, x.ctx.locale);
        const out = writer(tx, audit, x.ctx, task, x.project, x.job);
        const write = async (chunk: Row[]) => out.write(await prepare(fast(x.ctx.locale), chunk, x.sections, look));
        if (!first.done) await write(first.value);
        for await (const chunk of rows) await write(chunk);
        // the reading is over: what was read is what is written
        x.job.phase('writing');
        x.job.total(out.ids.length);
        x.job.written(out.ids.length);
        await audited(audit, task, out.scopes, out.ids);
        return { inserted: out.ids.length };
      });
    } finally {
      // the thread stops reading for a stream left early (a failure, the task no longer the caller's)
      await rows.return(undefined);
    }
  }

  /**
   * The whole path: the upload read, every row checked and computed (1012002 with the failed rows and the
   * report when any fails), then written. Checking is its own function, so the sheet's rows are not kept
   * while the entries are written.
   */
  async function whole(x: Import): Promise<{ inserted: number }> {
    const checkedRows = async (): Promise<Ready[]> => {
      const sheet = await x.version.kit.read(x.data, x.ctx.locale, x.job);
      x.job.phase('checking');
      const rows = sheet.parse(inventoryEntryImportRow);
      reportFailedRows(sheet);
      const ready = await prepare(sheet, rows, x.sections, lookups(x.project, db, x.ctx.locale));
      sheet.assertNoFailures();
      return ready;
    };
    const ready = await checkedRows();
    return mutate(x.ctx, async (tx, audit) => {
      const task = await lockedTask(tx, x);
      x.job.phase('writing');
      x.job.total(ready.length);
      const out = writer(tx, audit, x.ctx, task, x.project, x.job);
      await out.write(ready);
      await audited(audit, task, out.scopes, out.ids);
      return { inserted: out.ids.length };
    });
  }

  return {
    /** The template in the reader's language: a column per parameter, drop-downs, the example row in that language. */
    template(locale: Locale): Promise<Buffer> {
      return entryTemplate(locale);
    },

    templateName(locale: Locale): string {
      return CURRENT.kit.templateName(locale);
    },

    /** Imports entries into task `taskId`; each row is filed under its own scope (the tab the user was on does not matter). */
    async importSheet(ctx: RequestContext, taskId: number, data: Buffer): Promise<{ inserted: number }> {
      const scopeOf = await ctx.scope();
      const read = await taskInScope(db, scopeOf, taskId);
      await assertCanFill(db, ctx, scopeOf, read);
      const project = await projectRepo.findById(db, read.projectId);
      if (!project) throw taskNotExist();
      const sections = await sectionsOf(db, read.templateId);
      return imports.run(ctx, 'inventoryEntry', async (job) => {
        // a file made with the earlier template (one parameters cell) is read as that template was
        const x: Import = { ctx, job, data, taskId, version: await entrySheetOf(data), scopeOf, project, sections };
        try {
          return await streamed(x);
        } catch (e) {
          if (!(e instanceof UncleanSheet)) throw e;
        }
        x.job.phase('reading');
        return whole(x);
      });
    },
  };
}

export type EntryImportService = ReturnType<typeof createEntryImportService>;
