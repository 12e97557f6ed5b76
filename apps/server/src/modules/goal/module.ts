import { defineModule } from '../../platform/module.js';
import { detectFileType } from '../../platform/files/file-type.js';
import type { App } from '../../platform/http/app-types.js';
import type { Kit } from '../../services.js';
import { goalAchievementRoutes } from './goal-achievement.routes.js';
import { createGoal, type Goal } from './goal.module.js';
import { goalRoutes } from './goal.routes.js';

/**
 * Goals (spec §9, ADR 013): setting and decomposition, and their achievement. Achievement is the kit's (the
 * dashboard shows it); goal setting is the module's.
 */
export const goalModule = defineModule({
  name: 'goal',
  services: (kit: Kit) => ({ goal: createGoal({ ...kit, detectFileType }) }),
  routes: (app: App, services: Pick<Kit, 'goalAchievement' | 'context'> & { goal: Goal }) => {
    goalRoutes(app, services);
    goalAchievementRoutes(app, services);
  },
});
