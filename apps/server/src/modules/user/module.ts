import { defineModule } from '../../platform/module.js';
import type { Kit } from '../../services.js';
import { createUserAccessService } from './user-access.service.js';
import { createUserExcelService } from './user-excel.service.js';
import { createUserService } from './user.service.js';
import { userRoutes } from './user.routes.js';

/** Accounts (spec §3.3): their management, access (roles, data scope, sessions) and Excel import and export. */
export const userModule = defineModule({
  name: 'user',
  services: (kit: Kit) => {
    const user = createUserService(kit);
    return { user, userAccess: createUserAccessService({ ...kit, user }), userExcel: createUserExcelService(kit) };
  },
  routes: userRoutes,
});
