import { PROJECT_SUBJECT } from '@carbon/domain';
import type { FileStorage } from '../../platform/files/storage.js';
import type { FactorService } from '../factor/factor.service.js';
import { createProjectAttachmentService } from './project-attachment.service.js';
import type { DetectFileType } from '../../platform/files/stage.js';
import { createProjectEffectService } from './project-effect.service.js';
import { createProjectFactorService } from './project-factor.js';
import { createProjectFlowService } from './project-flow.service.js';
import type { ReviewTodos } from './project-review-todos.js';
import { createProjectSettingsService } from './project-settings.service.js';
import { createProjectService, type ProjectCoreDeps } from './project.service.js';

export type ProjectDeps = ProjectCoreDeps & {
  factor: Pick<FactorService, 'page'>;
  files: FileStorage;
  detectFileType: DetectFileType;
  todo: ReviewTodos;
};

/**
 * The energy-saving projects (issue 12), built once in services.ts: drafts and lists, the
 * workflow (registered as the approval subject 'energy_project'), attachments, the effect
 * evaluation (with `effect.reductions`, the roll-up the goals read), the default factor and the
 * settings of the figures.
 */
export function createProject(deps: ProjectDeps) {
  const flow = createProjectFlowService(deps);
  deps.approval.registerSubject(PROJECT_SUBJECT, flow.handler);
  return {
    projects: createProjectService(deps),
    flow,
    attachments: createProjectAttachmentService(deps),
    effect: createProjectEffectService(deps),
    factors: createProjectFactorService(deps),
    settings: createProjectSettingsService(deps),
  };
}

export type ProjectModule = ReturnType<typeof createProject>;
