import { reportContract } from '@carbon/domain';
import { defineModule } from '../../platform/module.js';
import type { Kit } from '../../services.js';
import { createReport } from './report.module.js';
import { reportRoutes } from './report.routes.js';

/** Reports and consolidation (spec §6, ADR 010), their PDF and Excel. */
export const reportModule = defineModule({
  name: 'report',
  services: (kit: Kit) => ({ report: createReport(kit) }),
  routes: reportRoutes,
  // a manager draws up and publishes reports and sets base years
  seededRoles: {
    workflow: [reportContract],
    manager: ['report:generate', 'report:edit', 'report:publish', 'report:export', 'report:baseYear'],
  },
});
