import type { AchievementQuery } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/http/context.js';
import { createAchievementViews } from './goal-achievement.control.js';
import { achievementSheet, reductionSheet } from './goal-achievement.export.js';
import { createForecastViews } from './goal-achievement.forecast.js';
import { createReductionViews, type ProjectReductions } from './goal-achievement.reduction.js';
import { createRenewableView } from './goal-achievement.renewable.js';

export type GoalAchievementDeps = { db: Db; projects: ProjectReductions };

/** Goal achievement's reading services (no writes: nothing here goes through mutate or the audit). */
export function createGoalAchievementService({ db, projects }: GoalAchievementDeps) {
  const views = createAchievementViews(db);
  const reduction = createReductionViews(db, projects);
  return {
    ...views,
    ...reduction,
    ...createForecastViews(db),
    ...createRenewableView(db, projects),
    async achievementExport(ctx: RequestContext, q: AchievementQuery): Promise<Buffer> {
      return achievementSheet(ctx.locale, await views.achievement(ctx, q));
    },
    async reductionAchievementExport(ctx: RequestContext, q: AchievementQuery): Promise<Buffer> {
      return reductionSheet(ctx.locale, await reduction.reductionAchievement(ctx, q));
    },
  };
}

export type GoalAchievementService = ReturnType<typeof createGoalAchievementService>;
