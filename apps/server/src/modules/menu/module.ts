import { ENDPOINTS, isButtonPermission } from '@carbon/domain';
import { defineModule } from '../../platform/module.js';
import type { Kit } from '../../services.js';
import { createMenuService } from './menu.service.js';
import { menuRoutes } from './menu.routes.js';

/** Contract 2016009: a button's permission must name an endpoint (its path with '/' → ':') or a declared button. */
function permissionExists(permission: string): boolean {
  const path = `/api/main/${permission.split(':').join('/')}`;
  return isButtonPermission(permission) || ENDPOINTS.some((e) => e.path === path);
}

/** The menu table (spec §3.5): pages, directories and buttons, reconciled with the code at every start. */
export const menuModule = defineModule({
  name: 'menu',
  services: (kit: Kit) => ({ menu: createMenuService({ ...kit, permissionExists }) }),
  routes: menuRoutes,
});
