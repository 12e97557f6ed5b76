import { FILL_TASK_STATUS } from '@carbon/domain';

/** The fill-task status of approved data (spec §4 "first filling completed"). */
export const APPROVED_TASK_STATUS = FILL_TASK_STATUS.codes.firstFillingCompleted;

/** An inventory task of a monthly or annual project (any status), with what picks among several (goal achievement, the dashboard). */
export type PeriodTask = {
  taskId: number;
  orgId: number;
  parentId: number | null;
  orgPids: string;
  projectId: number;
  projectName: string;
  year: number;
  /** null: an annual inventory. */
  month: number | null;
  approved: boolean;
};
