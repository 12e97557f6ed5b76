import type { FillTodos } from './fill-todos.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { FileStorage } from '../../platform/files/storage.js';
import type { ImportQueue } from '../../platform/files/import-queue.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import type { CalcService } from '../calc/calc.service.js';
import type { RecalcService } from '../calc/recalc.service.js';
import type { FactorService } from '../factor/factor.service.js';
import { TASK_SUBJECT, type ApprovalPort } from './approval-port.js';
import { createAttachmentService } from './attachment.service.js';
import type { DetectFileType } from '../../platform/files/stage.js';
import { createEntryService } from './entry.service.js';
import { createEntryImportService } from './entry-import.service.js';
import { createOffsetService } from './offset.service.js';
import { createProjectService } from './project.service.js';
import { createTaskFlowService, TIMEOUT_INTERVAL_MS, TIMEOUT_JOB } from './task-flow.service.js';
import { createTaskService } from './task.service.js';
import { createTemplateService } from './template.service.js';

export type InventoryDeps = {
  db: Db;
  mutate: Mutate;
  clock: Clock;
  calc: CalcService;
  recalc: Pick<RecalcService, 'onSuperseded'>;
  factor: Pick<FactorService, 'detail' | 'resolveVersion' | 'resolveInForce'>;
  imports: ImportQueue;
  approval: ApprovalPort;
  scheduler: Pick<Scheduler, 'every'>;
  files: FileStorage;
  detectFileType: DetectFileType;
  /** To-dos of the tasks to fill (the workbench lists them). */
  todo: FillTodos;
};

/**
 * The carbon inventory (issue 10): projects, tasks, entries, offsets, attachments, templates.
 * Built once in services.ts; registers the task as an approval subject, follows recalculations
 * to the entries, and schedules the deadline timeout.
 */
export function createInventoryService(deps: InventoryDeps) {
  const tasks = createTaskService(deps);
  const flow = createTaskFlowService({ ...deps, tasks });
  deps.approval.registerSubject(TASK_SUBJECT, flow.handler);
  deps.recalc.onSuperseded((tx, replaced) => flow.onSuperseded(tx, replaced));
  deps.scheduler.every(TIMEOUT_JOB, TIMEOUT_INTERVAL_MS, async (tx, audit) => void (await flow.timeoutJob(tx, audit)));
  return {
    projects: createProjectService(deps),
    tasks,
    flow,
    entries: createEntryService(deps),
    entryImport: createEntryImportService(deps),
    offsets: createOffsetService(deps),
    attachments: createAttachmentService({ ...deps, storage: deps.files }),
    templates: createTemplateService(deps),
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
