import {
  ACCEPTED,
  Decimal,
  PROJECT_AUDIT,
  PROJECT_CODE,
  measurementMonthAllowed,
  plain,
  realisation,
  type ProjectDetail,
  type ProjectStatusCode,
  type ThreeR,
  fail,
} from '@carbon/domain';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import { figureSettings, projectInScope, todayOf } from './project-access.js';
import { detailOf } from './project-detail.js';
import { partsRepo } from './project-parts.repo.js';
import { projectRepo } from './project.repo.js';

export type ProjectEffectDeps = { db: Db; mutate: Mutate; clock: Clock };

/** Per organisation and 3R class: estimated annual reduction (approved or later) and realised tCO2e (measurements). */
export type ReductionRow = { orgId: number; threeR: ThreeR | null; estimated: string; realised: string };
/** Renewable output of 'replace' projects, kWh, per organisation and month. */
export type RenewableRow = { orgId: number; month: string; kwh: string };

const ENTITY = PROJECT_AUDIT.measurement;

/**
 * Effect evaluation (issue 12): measured energy use after acceptance, month by month, and the
 * realisation kept on the project (ratio, flag). Also the roll-up the goals issue reads.
 */
export function createProjectEffectService({ mutate, clock }: ProjectEffectDeps) {
  const today = () => todayOf(clock);

  /** Recomputes the project's realisation from its measurements (in the change's transaction). */
  async function refresh(tx: Db, id: number): Promise<void> {
    const p = (await projectRepo.findById(tx, id))!;
    const s = await figureSettings(tx);
    const measurements = await partsRepo.listMeasurements(tx, id);
    const e = realisation(
      {
        energyBefore: p.energyBefore,
        emissionFactor: p.emissionFactor,
        annualCarbonReduction: p.annualCarbonReduction,
        measurements: measurements.map((m) => ({ month: m.month, energyAfter: m.energyAfter })),
      },
      s.realisationThreshold,
    );
    await projectRepo.setEffect(tx, id, e.ratio, e.flagged, clock.now());
  }

  return {
    /** Adds or replaces a month's measured use: after acceptance, for a month after the acceptance month, not in the future. */
    async measure(ctx: RequestContext, b: { id: string; month: string; energyAfter: string }): Promise<ProjectDetail> {
      const scope = await ctx.scope();
      const id = Number(b.id);
      return mutate(ctx, async (tx, audit) => {
        const p = await projectInScope(tx, scope, id, true);
        if (!ACCEPTED.includes(p.projectStatus as ProjectStatusCode)) throw fail(PROJECT_CODE.NOT_ACCEPTED);
        if (!measurementMonthAllowed(b.month, p.acceptanceTime, today())) throw fail(PROJECT_CODE.MEASURE_MONTH);
        const before = await partsRepo.upsertMeasurement(
          tx,
          { projectId: id, month: b.month, energyAfter: b.energyAfter, createdBy: ctx.user.id },
          clock.now(),
        );
        await refresh(tx, id);
        await audit({
          action: before ? 'edit' : 'add',
          entity: ENTITY,
          entityId: `${id}:${b.month}`,
          orgId: p.orgId,
          before: before ? { month: before.month, energyAfter: before.energyAfter } : undefined,
          after: { month: b.month, energyAfter: b.energyAfter },
        });
        return detailOf(tx, ctx, scope, id, today());
      });
    },

    async deleteMeasurement(ctx: RequestContext, b: { id: string; month: string }): Promise<ProjectDetail> {
      const scope = await ctx.scope();
      const id = Number(b.id);
      return mutate(ctx, async (tx, audit) => {
        const p = await projectInScope(tx, scope, id, true);
        const gone = await partsRepo.deleteMeasurement(tx, id, b.month);
        if (!gone) throw fail(PROJECT_CODE.MEASUREMENT_NOT_EXIST);
        await refresh(tx, id);
        const before = { month: gone.month, energyAfter: gone.energyAfter };
        await audit({ action: 'delete', entity: ENTITY, entityId: `${id}:${b.month}`, orgId: p.orgId, before });
        return detailOf(tx, ctx, scope, id, today());
      });
    },

    /**
     * The goals issue's roll-up over organisations `orgIds` (no data-scope check: the caller
     * resolves it): per organisation and 3R class, the estimated annual reduction of projects
     * approved or later whose estimated start is in or before `year` (any without a year), and the
     * realised tCO2e of their measurements in `year` ((before × months ÷ 12 − Σ measured) × factor);
     * and the monthly renewable output of 'replace' projects written in kWh.
     */
    async reductions(
      from: Db,
      q: { orgIds: number[]; year?: number | undefined },
    ): Promise<{ rows: ReductionRow[]; renewable: RenewableRow[] }> {
      const groups = new Map<string, { orgId: number; threeR: ThreeR | null; estimated: Decimal; realised: Decimal }>();
      for (const r of await partsRepo.reductionRows(from, q.orgIds, q.year)) {
        const key = `${r.org_id}:${r.three_r ?? ''}`;
        const g = groups.get(key) ?? {
          orgId: Number(r.org_id),
          threeR: r.three_r as ThreeR | null,
          estimated: new Decimal(0),
          realised: new Decimal(0),
        };
        groups.set(key, g);
        const started = q.year === undefined || r.estimated_start === null || Number(r.estimated_start.slice(0, 4)) <= q.year;
        if (started && r.annual_carbon_reduction !== null) g.estimated = g.estimated.plus(r.annual_carbon_reduction);
        const months = Number(r.months);
        if (months > 0 && r.energy_before !== null && r.emission_factor !== null && r.measured !== null) {
          const saved = new Decimal(r.energy_before).times(months).div(12).minus(r.measured);
          g.realised = g.realised.plus(saved.times(r.emission_factor));
        }
      }
      const renewable = new Map<string, RenewableRow & { sum: Decimal }>();
      for (const r of await partsRepo.renewableRows(from, q.orgIds, q.year)) {
        if (r.energy_before === null) continue;
        const key = `${r.org_id}:${r.month}`;
        const row = renewable.get(key) ?? { orgId: Number(r.org_id), month: r.month, kwh: '0', sum: new Decimal(0) };
        row.sum = row.sum.plus(new Decimal(r.energy_before).div(12).minus(r.energy_after));
        renewable.set(key, row);
      }
      return {
        rows: [...groups.values()].map((g) => ({
          orgId: g.orgId,
          threeR: g.threeR,
          estimated: plain(g.estimated),
          realised: plain(g.realised),
        })),
        renewable: [...renewable.values()]
          .sort((a, b) => a.orgId - b.orgId || a.month.localeCompare(b.month))
          .map((r) => ({ orgId: r.orgId, month: r.month, kwh: plain(r.sum) })),
      };
    },
  };
}

export type ProjectEffectService = ReturnType<typeof createProjectEffectService>;
