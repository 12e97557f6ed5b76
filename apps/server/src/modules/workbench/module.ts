import { defineModule } from '../../platform/module.js';
import type { Kit } from '../../services.js';
import { createWorkbench } from './workbench.module.js';
import { workbenchRoutes } from './workbench.routes.js';

/**
 * The workbench (issue 14): the caller's to-dos, notices, common entrances and updates; the notices administrators
 * push; the job that keeps to-do states current and raises deadline notices (workbench.module.ts). Its tables are
 * beside it (workbench.schema.ts); the to-dos and notices themselves are the kit's (todo, sys_todo, sys_notice).
 */
export const workbenchModule = defineModule({
  name: 'workbench',
  services: (kit: Kit) => ({ workbench: createWorkbench(kit) }),
  routes: workbenchRoutes,
  // pushing and withdrawing notices to organisations and roles: the administrator's (seeded roles)
  adminButtons: ['workbench:push', 'workbench:withdraw'],
  seededRoles: { commonRoots: ['workbench'] },
});
