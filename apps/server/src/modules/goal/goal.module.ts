import { createGoalFileService, type GoalFileDeps } from './goal-file.service.js';
import { createGoalSheetService, type GoalSheetDeps } from './goal-sheet.service.js';
import { createGoalService, type GoalDeps } from './goal.service.js';

/** The goal-setting services (issue 13): saving and reading the goal sets, the goal files, the Excel import and export. */
export function createGoal(deps: GoalFileDeps & GoalSheetDeps & GoalDeps) {
  return {
    setting: createGoalService(deps),
    files: createGoalFileService(deps),
    sheets: createGoalSheetService(deps),
  };
}

export type Goal = ReturnType<typeof createGoal>;
