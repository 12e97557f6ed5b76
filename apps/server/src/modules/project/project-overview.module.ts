import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { ImportQueue } from '../../platform/files/import-queue.js';
import { createProjectImportService } from './project-import.service.js';
import { createProjectOverviewService } from './project-overview.service.js';

/** The project overviews (MACC, progress, status, investment) and the project list's Excel import and export (issue 12). */
export function createProjectOverview(deps: { db: Db; mutate: Mutate; clock: Clock; imports: ImportQueue }) {
  return { overview: createProjectOverviewService(deps), sheets: createProjectImportService(deps) };
}

export type ProjectOverviewModule = ReturnType<typeof createProjectOverview>;

export type ProjectOverview = ReturnType<typeof createProjectOverview>;
