import type { PageLoader } from '../../components/lazy-page';

/**
 * Goals: setting, achievement, reduction-target achievement, renewable energy. The feature's pages by route code (ADR 020): the page registry finds every
 * `features/<feature>/module.ts`.
 */
export const pages: Readonly<Record<string, PageLoader>> = {
  Absolute_Control: () => import('./setting/goal-setting-page').then((m) => ({ default: m.ControlGoalPage })),
  Project_Goal: () => import('./setting/goal-setting-page').then((m) => ({ default: m.ReductionGoalPage })),
  Absolute_CASOAA: () => import('./achievement/achievement-page').then((m) => ({ default: m.AchievementPage })),
  Reduce_GAS: () => import('./reduction/reduce-gas-page').then((m) => ({ default: m.ReduceGasPage })),
  renewable_Energy: () => import('./renewable/renewable-page').then((m) => ({ default: m.RenewablePage })),
};
