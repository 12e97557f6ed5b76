import { defineModule } from '../../platform/module.js';
import type { Kit } from '../../services.js';
import { createRoleService } from './role.service.js';
import { roleRoutes } from './role.routes.js';

/** Roles and their grants (spec §3.4). The grant rules are the kit's (accounts check them too). */
export const roleModule = defineModule({
  name: 'role',
  services: (kit: Kit) => ({ role: createRoleService(kit) }),
  routes: roleRoutes,
});
