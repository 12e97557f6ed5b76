import { DEFAULT_LIFETIMES, Decimal, PROJECT_AUDIT, abatementCost, lifetimeOf, type ProjectSettingsRow, conflict } from '@carbon/domain';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';

import { partsRepo, type SettingRecord } from './project-parts.repo.js';

export type ProjectSettingsDeps = { db: Db; mutate: Mutate; clock: Clock };
export type SettingsEdit = {
  discountRate: string;
  realisationThreshold: string;
  lifetimes: Partial<Record<string, number>>;
  version?: number | undefined;
};

const ENTITY = PROJECT_AUDIT.setting;

/** The stored settings, every technology listed (a technology added since the seed shows its default). */
const toSettings = (s: SettingRecord): ProjectSettingsRow => ({
  discountRate: s.discountRate,
  realisationThreshold: s.realisationThreshold,
  lifetimes: { ...DEFAULT_LIFETIMES, ...(s.lifetimes as Record<string, number>) },
  version: s.version,
});

/**
 * The settings of the figures (issue 12): the discount rate of the abatement cost, the
 * realisation threshold of the effect evaluation, the default lifetime per technology. The
 * seeded row comes from migration 0012 (the domain's DEFAULT_PROJECT_SETTINGS). A change
 * recomputes every project's stored lifetime, abatement cost and flag in the same transaction,
 * so lists and the MACC read the new figures at once.
 */
export function createProjectSettingsService({ db, mutate, clock }: ProjectSettingsDeps) {
  return {
    async get(): Promise<ProjectSettingsRow> {
      return toSettings(await partsRepo.settings(db));
    },

    async edit(ctx: RequestContext, b: SettingsEdit): Promise<ProjectSettingsRow> {
      return mutate(ctx, async (tx, audit) => {
        const before = toSettings(await partsRepo.settings(tx));
        const lifetimes = { ...before.lifetimes, ...b.lifetimes } as Record<string, number>;
        const saved = await partsRepo.updateSettings(
          tx,
          b.version,
          { discountRate: b.discountRate, realisationThreshold: b.realisationThreshold, lifetimes },
          clock.now(),
        );
        if (!saved) throw conflict();
        const rows = (await partsRepo.settingInputs(tx)).map((p) => {
          const lifetimeUsed = lifetimeOf(p.lifetimeYears, p.technology, lifetimes);
          const cost = abatementCost(p.investment, p.annualBenefit, p.annualCarbonReduction, b.discountRate, lifetimeUsed);
          const flagged = p.realisationRatio !== null && new Decimal(p.realisationRatio).lt(b.realisationThreshold);
          return { id: p.id, lifetimeUsed, abatementCost: cost, flagged };
        });
        await partsRepo.writeSettingFigures(tx, rows);
        const after = toSettings(saved);
        await audit({ action: 'edit', entity: ENTITY, entityId: '1', before, after, reason: `${rows.length} projects recomputed` });
        return after;
      });
    },
  };
}

export type ProjectSettingsService = ReturnType<typeof createProjectSettingsService>;
