import {
  DEFAULT_ISO14064_MAPPING,
  FILL_TASK_STATUS,
  Decimal,
  ISO14064_CATEGORY,
  REPORT_GASES,
  SCOPE3_CATEGORY,
  averageQualityLevel,
  iso14064CategoryOf,
  exactMul as mul,
  reportGasFamily,
  exactSum as sum,
  translate,
  LOCALES,
  type BoundaryMethodCode,
  type EntityRelationship,
  type ReportCategory,
  type ReportFigures,
  type ReportLine,
  type ReportTemplate,
  type ScopeTotals,
} from '@carbon/domain';
import type { FactorRow, GasRow, OrgInfo, ProjectInfo, SectionRow, TaskInfo } from './report.repo.js';
import { factsOf, type EntityShare } from './consolidation.js';

/** The fill-task status of an approved task (spec §4 "first filling completed"). */
export const APPROVED_STATUS = FILL_TASK_STATUS.codes.firstFillingCompleted;
const ZERO = new Decimal(0);
const PCT = new Decimal('0.01');
const HUNDRED = new Decimal(100);

/** Where an organisation's entries count: its consolidation line, with the share applied. */
export type LineUnit = {
  orgId: number;
  name: string;
  relationship: EntityRelationship;
  equitySharePct: Decimal;
  pct: Decimal;
  reasonKey: string;
  reasonParams: Record<string, string | number>;
};

/**
 * The engine relationship of an entity from its boundary record (ADR 010): an explicit one
 * wins; else financial control or a majority share makes a subsidiary, exactly 50% a joint
 * venture, 20% to 50% an associate, below 20% (a divested entity: 0%) a fixed-asset investment.
 * No share recorded: a wholly owned subsidiary.
 */
export function relationshipOf(b: { equitySharePct: string | null; financialControl: boolean | null; relationship: string | null }): {
  relationship: EntityRelationship;
  equity: Decimal;
} {
  const facts = factsOf('entity', { ...b, operationalControl: null, financialControlType: null });
  return { relationship: facts.relationship, equity: facts.equitySharePct };
}

/**
 * Consolidation lines of a subtree: each legal entity (with everything below it) is one line
 * at the share its boundary record in force gives under `method`; an organisation above the
 * legal entities (the group, a business group, a park) reports its own entries at 100% as the
 * parent. Task reports put every organisation on its own line at 100% (gross).
 */
export function linesFor(orgs: readonly OrgInfo[], shares: ReadonlyMap<number, EntityShare>, consolidated: boolean): Map<number, LineUnit> {
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const units = new Map<number, LineUnit>();
  const unitOf = (o: OrgInfo): LineUnit => {
    const cached = units.get(o.id);
    if (cached) return cached;
    let unit: LineUnit;
    if (!consolidated) {
      unit = parentLine(o, 'calc.consolidation.reason.gross');
    } else if (o.orgType === 'legal_entity') {
      // the entity's share group-wide (consolidation.ts): its boundary record or its ownership links
      const { relationship, equity, share } = shares.get(o.id)!;
      unit = {
        orgId: o.id,
        name: o.name,
        relationship,
        equitySharePct: equity,
        pct: share.pct,
        reasonKey: share.reasonKey,
        reasonParams: share.reasonParams as Record<string, string | number>,
      };
    } else {
      // below a legal entity (a BU, a building): the legal entity's line; above: its own line as the parent
      const ancestorLe = ancestors(o, byId).find((a) => a.orgType === 'legal_entity');
      unit = ancestorLe ? unitOf(ancestorLe) : parentLine(o, 'calc.consolidation.reason.parent');
    }
    units.set(o.id, unit);
    return unit;
  };
  for (const o of orgs) unitOf(o);
  return units;
}

const parentLine = (o: OrgInfo, reasonKey: string): LineUnit => ({
  orgId: o.id,
  name: o.name,
  relationship: 'parent',
  equitySharePct: HUNDRED,
  pct: HUNDRED,
  reasonKey,
  reasonParams: {},
});

/** Nearest first, among the organisations given. */
function ancestors(o: OrgInfo, byId: Map<number, OrgInfo>): OrgInfo[] {
  const ids = (o.pids.match(/\[(\d+)\]/g) ?? []).map((x) => Number(x.slice(1, -1))).reverse();
  return ids.flatMap((id) => {
    const a = byId.get(id);
    return a ? [a] : [];
  });
}

type Acc = { s1: Decimal[]; s2l: Decimal[]; s2m: Decimal[]; s3: Decimal[] };
const emptyAcc = (): Acc => ({ s1: [], s2l: [], s2m: [], s3: [] });
function totalsOf(a: Acc): ScopeTotals {
  const [s1, s2l, s2m, s3] = [sum(a.s1), sum(a.s2l), sum(a.s2m), sum(a.s3)];
  return {
    scope1: s1.toFixed(),
    scope2Location: s2l.toFixed(),
    scope2Market: s2m.toFixed(),
    scope3: s3.toFixed(),
    total: sum([s1, s2l, s3]).toFixed(),
    totalMarket: sum([s1, s2m, s3]).toFixed(),
  };
}
const quality = (qw: Decimal, qn: Decimal) => {
  if (qn.isZero()) return { score: null, level: null };
  const score = qw.dividedBy(qn.times(3));
  return { score: score.toFixed(2), level: averageQualityLevel(score.toDecimalPlaces(10, Decimal.ROUND_DOWN).toFixed()) };
};

export type FigureInputs = {
  template: ReportTemplate;
  project: ProjectInfo;
  method: BoundaryMethodCode;
  root: { org: OrgInfo; task: TaskInfo | undefined };
  tasks: readonly TaskInfo[];
  /** Tasks whose entries count (submitted or approved). */
  countedTaskIds: readonly number[];
  units: Map<number, LineUnit>;
  sections: readonly SectionRow[];
  gases: readonly GasRow[];
  factors: readonly FactorRow[];
  methods: readonly { sourceType: string; n: number }[];
  offsets: readonly { name: string; standard: string; tco2e: string }[];
  baseYear: { year: number; buckets: { bucket: string; value: string }[] | undefined };
  at: Date;
};

/**
 * The report's figures from grouped sums: every consolidated figure is Σ over lines of
 * gross × applied share, computed exactly, so a total equals the sum of its displayed parts.
 */
export function buildFigures(x: FigureInputs): ReportFigures {
  const lineAcc = new Map<number, { gross: Acc; cons: Acc; n: number }>();
  const total = emptyAcc();
  const cat3 = new Map<number, { t: Decimal[]; n: number }>();
  const iso = new Map<number, { t: Decimal[]; n: number }>();
  const q = { w: [] as Decimal[], n: [] as Decimal[] };
  const qScope = new Map<number, { w: Decimal[]; n: Decimal[] }>();
  const bio: Decimal[] = [];
  for (const r of x.sections) {
    const unit = x.units.get(r.orgId);
    if (!unit) continue;
    const pct = unit.pct;
    const take = (v: string) => mul(new Decimal(v), pct, PCT);
    const l = lineAcc.get(unit.orgId) ?? { gross: emptyAcc(), cons: emptyAcc(), n: 0 };
    lineAcc.set(unit.orgId, l);
    l.n += r.n;
    const t = take(r.t);
    const m = take(r.m);
    if (r.scope === 1) {
      l.gross.s1.push(new Decimal(r.t));
      l.cons.s1.push(t);
      total.s1.push(t);
    } else if (r.scope === 2) {
      l.gross.s2l.push(new Decimal(r.t));
      l.gross.s2m.push(new Decimal(r.m));
      l.cons.s2l.push(t);
      l.cons.s2m.push(m);
      total.s2l.push(t);
      total.s2m.push(m);
    } else {
      l.gross.s3.push(new Decimal(r.t));
      l.cons.s3.push(t);
      total.s3.push(t);
      if (r.category !== null) {
        const c = cat3.get(r.category) ?? { t: [], n: 0 };
        c.t.push(t);
        c.n += r.n;
        cat3.set(r.category, c);
      }
    }
    const isoCat = iso14064CategoryOf(
      { scope: r.scope as 1 | 2 | 3, ...(r.category === null ? {} : { scope3Category: r.category }) },
      DEFAULT_ISO14064_MAPPING,
    );
    const ic = iso.get(isoCat) ?? { t: [], n: 0 };
    ic.t.push(t);
    ic.n += r.n;
    iso.set(isoCat, ic);
    const qw = take(r.q);
    q.w.push(qw);
    q.n.push(t);
    const qs = qScope.get(r.scope) ?? { w: [], n: [] };
    qs.w.push(qw);
    qs.n.push(t);
    qScope.set(r.scope, qs);
    bio.push(take(r.bio));
  }
  const exclusions = x.tasks.flatMap((t) => (t.exemptions ?? []).map((e) => ({ item: e.item, reason: e.reason })));
  const significant = x.tasks.flatMap((t) => (t.significantIndirect ?? []).map((e) => ({ item: e.item, reason: e.reason })));
  const excludedOf = (n: number) => exclusions.filter((e) => scope3CategoryNamed(e.item) === n);
  const scope3Categories: ReportCategory[] = SCOPE3_CATEGORY.items.map((item) => {
    const n = Number(item.code);
    const c = cat3.get(n);
    const named = (list: typeof significant) => list.filter((e) => scope3CategoryNamed(e.item) === n);
    return {
      number: n,
      key: item.key,
      tco2e: sum(c?.t ?? []).toFixed(),
      entries: c?.n ?? 0,
      excluded: excludedOf(n),
      significant: named(significant),
    };
  });
  const isoOf = (item: string) => {
    const n = scope3CategoryNamed(item);
    return n === undefined ? undefined : iso14064CategoryOf({ scope: 3, scope3Category: n }, DEFAULT_ISO14064_MAPPING);
  };
  const isoCategories: ReportCategory[] = ISO14064_CATEGORY.items.map((item) => {
    const n = Number(item.code);
    const c = iso.get(n);
    return {
      number: n,
      key: item.key,
      tco2e: sum(c?.t ?? []).toFixed(),
      entries: c?.n ?? 0,
      excluded: exclusions.filter((e) => isoOf(e.item) === n),
      // ISO 14064-1 cl. 5.2.3: the indirect categories (2–6) list the significant items with the reasons recorded;
      // an item naming no scope-3 category is shown under every indirect category that holds emissions
      significant: n >= 2 ? significant.filter((e) => isoOf(e.item) === n || (isoOf(e.item) === undefined && c !== undefined)) : [],
    };
  });
  const gasFamilies = new Map<string, { mass: Decimal[]; co2e: Decimal[] }>();
  for (const g of x.gases) {
    const unit = x.units.get(g.orgId);
    if (!unit) continue;
    const fam = reportGasFamily(g.gas);
    const acc = gasFamilies.get(fam) ?? { mass: [], co2e: [] };
    acc.mass.push(mul(new Decimal(g.mass), unit.pct, PCT));
    acc.co2e.push(mul(new Decimal(g.co2e), unit.pct, PCT));
    gasFamilies.set(fam, acc);
  }
  const gasOrder = [...REPORT_GASES, 'CO2e', 'other'] as string[];
  const gases = gasOrder
    .filter((g) => REPORT_GASES.includes(g as never) || gasFamilies.has(g))
    .map((gas) => {
      const a = gasFamilies.get(gas);
      return { gas, massT: sum(a?.mass ?? []).toFixed(), tco2e: sum(a?.co2e ?? []).toFixed() };
    });
  const lines: ReportLine[] = [...lineAcc.entries()]
    .map(([orgId, a]) => {
      const unit = [...x.units.values()].find((u) => u.orgId === orgId)!;
      return {
        orgId: String(orgId),
        orgName: unit.name,
        relationship: unit.relationship,
        equitySharePct: unit.equitySharePct.toFixed(),
        appliedPct: unit.pct.toFixed(),
        reasonKey: unit.reasonKey,
        reasonParams: unit.reasonParams,
        gross: totalsOf(a.gross),
        consolidated: totalsOf(a.cons),
        entries: a.n,
      };
    })
    // largest contribution first (the detail shows the head, report/lines pages through the rest); ties by name
    .sort((a, b) => new Decimal(b.consolidated.total).comparedTo(a.consolidated.total) || a.orgName.localeCompare(b.orgName));
  const offsetTotal = sum(x.offsets.map((o) => new Decimal(o.tco2e)));
  const base = x.baseYear.buckets ? new Map(x.baseYear.buckets.map((b) => [b.bucket, new Decimal(b.value)])) : undefined;
  const b = (k: string) => base?.get(k) ?? ZERO;
  const baseTotals = base
    ? {
        scope1: b('s1').toFixed(),
        scope2Location: b('s2l').toFixed(),
        scope2Market: b('s2m').toFixed(),
        scope3: b('s3').toFixed(),
        total: sum([b('s1'), b('s2l'), b('s3')]).toFixed(),
        totalMarket: sum([b('s1'), b('s2m'), b('s3')]).toFixed(),
      }
    : null;
  const rootTask = x.root.task;
  const year = x.project.year;
  const month = x.project.month;
  const from = month ? `${year}-${String(month).padStart(2, '0')}-01` : `${year}-01-01`;
  const to = month ? lastDay(year, month) : `${year}-12-31`;
  return {
    totals: totalsOf(total),
    categories: x.template === 'ghg' ? scope3Categories : isoCategories,
    scope3Categories,
    isoCategories,
    gases,
    biogenicCo2: sum(bio).toFixed(),
    offsets: { total: offsetTotal.toFixed(), items: x.offsets.map((o) => ({ name: o.name, standard: o.standard, tco2e: o.tco2e })) },
    dataQuality: quality(sum(q.w), sum(q.n)),
    dataQualityByScope: [1, 2, 3].map((scope) => ({ scope, ...quality(sum(qScope.get(scope)?.w ?? []), sum(qScope.get(scope)?.n ?? [])) })),
    lines,
    factors: x.factors.map((f) => ({
      factorId: f.factorId === null ? null : String(f.factorId),
      code: f.code,
      version: f.version,
      name: f.name,
      value: f.value,
      unit: f.unit,
      source: f.source,
      region: f.region,
      entries: f.n,
    })),
    methods: x.methods.map((m) => ({ sourceType: m.sourceType, entries: m.n })),
    gwpSet: x.project.gwpSet,
    entryCount: [...lineAcc.values()].reduce((n, l) => n + l.n, 0),
    taskIds: x.countedTaskIds.map(String),
    unapprovedTasks: x.tasks.filter((t) => t.taskStatus !== APPROVED_STATUS).map((t) => ({ id: String(t.id), name: t.name })),
    baseYear: { year: x.baseYear.year, totals: baseTotals, recalculated: false, note: null },
    exclusions,
    significantIndirect: significant,
    organisation: {
      id: String(x.root.org.id),
      name: x.root.org.name,
      code: x.root.org.code,
      legalCompany: rootTask?.legalCompany ?? null,
      registeredAddress: rootTask?.registeredAddress ?? null,
      operatingBoundary: rootTask?.operatingBoundary ?? null,
    },
    period: { year, month, from, to },
    boundaryMethod: x.method,
    generatedAt: x.at.toISOString(),
  };
}

/** Words that name a scope-3 category before its number ("Scope 3 category 6", "C6", "类别 6", "範疇三類別6"). */
const CATEGORY_WORDS = [
  'scope 3 category',
  'scope3 category',
  'category',
  'cat.',
  'cat',
  'c',
  '范围三类别',
  '范畴三类别',
  '範疇三類別',
  '类别',
  '類別',
];

/**
 * The scope-3 category an exclusion or significance item names: "Category 6", "C6", "类别6", or
 * the category's name in any of the three languages (case-insensitive); undefined otherwise.
 */
export function scope3CategoryNamed(item: string): number | undefined {
  const lower = item.trim().toLowerCase();
  for (const word of CATEGORY_WORDS) {
    if (!lower.startsWith(word)) continue;
    const rest = lower.slice(word.length).trim();
    const digits = /^\d{1,2}/.exec(rest)?.[0];
    // the number must end the item or be followed by a non-digit word boundary ("C6 business travel")
    if (digits && (rest.length === digits.length || !/[\w]/.test(rest[digits.length]!))) {
      const n = Number(digits);
      return n >= 1 && n <= 15 ? n : undefined;
    }
  }
  const hit = SCOPE3_CATEGORY.items.find((i) => LOCALES.some((lang) => translate(lang, i.key).toLowerCase() === lower));
  return hit ? Number(hit.code) : undefined;
}

function lastDay(year: number, month: number): string {
  const d = new Date(Date.UTC(year, month, 0));
  return d.toISOString().slice(0, 10);
}
