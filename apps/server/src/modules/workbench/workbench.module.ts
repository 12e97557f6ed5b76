import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import type { TodoService } from '../todo/todo.service.js';
import { createDeadlineJob, DEADLINE_INTERVAL_MS, DEADLINE_JOB } from './deadline-job.js';
import { createPushService } from './push.service.js';
import { createWorkbenchService } from './workbench.service.js';

export type WorkbenchModuleDeps = {
  db: Db;
  mutate: Mutate;
  clock: Clock;
  scheduler: Pick<Scheduler, 'every'>;
  todo: Pick<TodoService, 'notify'>;
};

/**
 * The workbench (issue 14): the caller's to-dos, notices, entrances and updates; the notices
 * administrators push; the job that keeps to-do states current and raises deadline notices.
 */
export function createWorkbench(deps: WorkbenchModuleDeps) {
  const deadlines = createDeadlineJob(deps);
  deps.scheduler.every(DEADLINE_JOB, DEADLINE_INTERVAL_MS, async (tx, audit) => void (await deadlines(tx, audit)));
  return { ...createWorkbenchService(deps), pushes: createPushService(deps) };
}

export type Workbench = ReturnType<typeof createWorkbench>;
