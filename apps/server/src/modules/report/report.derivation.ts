import {
  Decimal,
  REPORT_CODE,
  REPORT_APPROACHES,
  type ReportApproach,
  type ReportDerivation,
  type ReportFigures,
  type ReportTemplate,
  type ScopeTotals,
  fail,
} from '@carbon/domain';
import { assertInScope } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/http/context.js';
import { derivationRepo, type EntryFilter } from './derivation.repo.js';
import { assertReportScope, computeReport, type ReportService, type ReportSpec } from './report.service.js';

const SCOPE_FIGURES = ['scope1', 'scope2Location', 'scope2Market', 'scope3'] as const;
type ScopeFigure = (typeof SCOPE_FIGURES)[number];
/** The scopes a location-based total (the inventory's, a line's) is the sum of; `totalMarket` takes scope 2 market-based. */
const LOCATION_SCOPES = ['scope1', 'scope2Location', 'scope3'] as const;

/** A total's parts: the figures of its scopes, labelled by their keys; `open`: each part opens as a figure of its own. */
const scopeParts = (totals: Record<ScopeFigure, string>, keys: readonly ScopeFigure[], open: boolean): ReportDerivation['parts'] =>
  keys.map((k) => ({ figure: open ? k : null, label: k, labelKey: `report.figure.${k}`, value: totals[k] }));

/** A figure's parts: Σ parts = the figure exactly (the parts are the very decimals the figure was summed from). */
function partsOf(figure: string, f: ReportFigures): { value: string; parts: ReportDerivation['parts']; filter: EntryFilter | null } {
  const line = (id: string) => f.lines.find((l) => l.orgId === id);
  if (figure === 'total') return { value: f.totals.total, parts: scopeParts(f.totals, LOCATION_SCOPES, true), filter: null };
  if (figure === 'totalMarket')
    return { value: f.totals.totalMarket, parts: scopeParts(f.totals, ['scope1', 'scope2Market', 'scope3'], true), filter: null };
  if ((SCOPE_FIGURES as readonly string[]).includes(figure)) {
    const k = figure as ScopeFigure;
    const scope = k === 'scope1' ? 1 : k === 'scope3' ? 3 : 2;
    return {
      value: f.totals[k],
      parts: f.lines.map((l) => ({ figure: `line:${l.orgId}`, label: l.orgName, labelKey: null, value: l.consolidated[k] })),
      filter: { scope, market: k === 'scope2Market' },
    };
  }
  if (figure.startsWith('category:')) {
    const n = Number(figure.slice('category:'.length));
    const c = f.categories.find((x) => x.number === n);
    if (!c) throw fail(REPORT_CODE.NOT_EXIST);
    const iso = f.isoCategories === f.categories || f.categories.length === 6;
    return { value: c.tco2e, parts: [], filter: iso ? { isoCategory: n } : { scope: 3, category: n } };
  }
  if (figure.startsWith('line:')) {
    const l = line(figure.slice('line:'.length));
    if (!l) throw fail(REPORT_CODE.NOT_EXIST);
    return {
      value: l.consolidated.total,
      parts: scopeParts(l.consolidated, LOCATION_SCOPES, false),
      filter: { lineOrgId: Number(l.orgId) },
    };
  }
  const gas = f.gases.find((g) => `gas:${g.gas}` === figure);
  if (!gas) throw fail(REPORT_CODE.NOT_EXIST);
  return { value: gas.tco2e, parts: [], filter: { gas: gas.gas } };
}

/** Derivations, version differences and the three-approach comparison. */
export function createReportReading(db: Db, reports: ReportService) {
  return {
    /**
     * What a figure sums, and the entries behind it (paged) with each one's formula, inputs,
     * factor and version from its stored engine result. A published version reads the entries
     * frozen with it; the draft reads the entries as they are now.
     */
    async derivation(
      ctx: RequestContext,
      q: { id: string; figure: string; versionNo?: number | undefined; pageNo: number; pageSize: number },
    ): Promise<ReportDerivation> {
      const { report, versionNo, figures } = await reports.figuresOf(ctx, Number(q.id), q.versionNo);
      const { value, parts, filter } = partsOf(q.figure, figures);
      const empty = { rows: [], totalRows: 0, pageNo: q.pageNo, pageSize: q.pageSize };
      if (!filter) return { figure: q.figure, value, parts, entries: empty };
      const page =
        versionNo > 0
          ? await derivationRepo.frozenEntries(db, report.id, versionNo, filter, q.pageNo, q.pageSize)
          : await derivationRepo.liveEntries(
              db,
              (await draftUnits(db, report)).lines,
              figures.taskIds.map(Number),
              filter,
              q.pageNo,
              q.pageSize,
            );
      return { figure: q.figure, value, parts, entries: { ...page, pageNo: q.pageNo, pageSize: q.pageSize } };
    },

    /** Every figure of version `from` beside version `to`, with the change. */
    async diff(ctx: RequestContext, q: { id: string; from: number; to: number }) {
      const a = await reports.figuresOf(ctx, Number(q.id), q.from);
      const b = await reports.figuresOf(ctx, Number(q.id), q.to);
      return diffFigures(a.figures, b.figures);
    },

    /** The same inventory by the three approaches, side by side; nothing is stored. */
    async compare(ctx: RequestContext, q: { projectId: string; orgId: string; template: ReportTemplate }) {
      const scope = await ctx.scope();
      assertInScope(scope, Number(q.orgId));
      const approaches: { approach: ReportApproach; totals: ScopeTotals; lines: ReportFigures['lines'] }[] = [];
      for (const approach of Object.keys(REPORT_APPROACHES) as ReportApproach[]) {
        const spec: ReportSpec = {
          kind: 'consolidated',
          template: q.template,
          projectId: Number(q.projectId),
          taskId: null,
          orgId: Number(q.orgId),
          method: REPORT_APPROACHES[approach],
        };
        const { figures } = await computeReport(db, spec, new Date());
        assertReportScope(scope, { orgId: spec.orgId }, figures);
        approaches.push({ approach, totals: figures.totals, lines: figures.lines });
      }
      return { approaches };
    },
  };
}

/** Organisation → line and share of a draft, as computed now. */
async function draftUnits(
  db: Db,
  r: { kind: string; template: string; projectId: number; taskId: number | null; orgId: number; boundaryMethod: string },
) {
  const { units } = await computeReport(
    db,
    {
      kind: r.kind as ReportSpec['kind'],
      template: r.template as ReportTemplate,
      projectId: r.projectId,
      taskId: r.taskId,
      orgId: r.orgId,
      method: r.boundaryMethod as ReportSpec['method'],
    },
    new Date(),
  );
  return { lines: [...units].map(([orgId, u]) => ({ orgId, lineOrgId: u.orgId, pct: u.pct.toFixed() })) };
}

type DiffRow = { figure: string; labelKey: string | null; label: string; from: string; to: string; change: string };

/** Figure-by-figure: totals, categories, gases, lines (an entity in only one version shows 0 in the other). */
export function diffFigures(a: ReportFigures, b: ReportFigures): DiffRow[] {
  const rows: DiffRow[] = [];
  const push = (figure: string, labelKey: string | null, label: string, from: string, to: string) =>
    rows.push({ figure, labelKey, label, from, to, change: new Decimal(to).minus(from).toFixed() });
  for (const k of ['scope1', 'scope2Location', 'scope2Market', 'scope3', 'total', 'totalMarket'] as const)
    push(k, `report.figure.${k}`, k, a.totals[k], b.totals[k]);
  for (const c of b.categories)
    push(`category:${c.number}`, c.key, String(c.number), a.categories.find((x) => x.number === c.number)?.tco2e ?? '0', c.tco2e);
  for (const g of b.gases) push(`gas:${g.gas}`, null, g.gas, a.gases.find((x) => x.gas === g.gas)?.tco2e ?? '0', g.tco2e);
  const ids = [...new Set([...a.lines.map((l) => l.orgId), ...b.lines.map((l) => l.orgId)])];
  for (const id of ids) {
    const la = a.lines.find((l) => l.orgId === id);
    const lb = b.lines.find((l) => l.orgId === id);
    push(`line:${id}`, null, (lb ?? la)!.orgName, la?.consolidated.total ?? '0', lb?.consolidated.total ?? '0');
  }
  push('biogenicCo2', 'report.figure.biogenicCo2', 'biogenicCo2', a.biogenicCo2, b.biogenicCo2);
  push('offsets', 'report.figure.offsets', 'offsets', a.offsets.total, b.offsets.total);
  return rows;
}
