import { defineModule } from '../../platform/module.js';
import type { App } from '../../platform/http/app-types.js';
import type { Kit } from '../../services.js';
import { createProjectOverview, type ProjectOverview } from './project-overview.module.js';
import { projectOverviewRoutes } from './project-overview.routes.js';
import { projectRoutes } from './project.routes.js';

/**
 * Energy-saving projects (spec §7, ADR 012) and their overviews (status, investment, progress, the MACC). The
 * projects' service is the kit's (goal achievement counts their effect); the overviews are the module's.
 */
export const projectModule = defineModule({
  name: 'project',
  services: (kit: Kit) => ({ projectOverview: createProjectOverview(kit) }),
  // the projects' discount rate, realisation threshold and lifetimes move every business group's figures
  adminButtons: ['project:settings'],
  routes: (app: App, services: Pick<Kit, 'project' | 'context' | 'clock'> & { projectOverview: ProjectOverview }) => {
    projectRoutes(app, services);
    projectOverviewRoutes(app, services);
  },
});
