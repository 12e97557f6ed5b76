import { defineModule } from '../../platform/module.js';
import { dashboardRoutes } from './dashboard.routes.js';

/** The home page's figures (spec §8). Its service is the kit's (the cockpit shows the same figures). */
export const dashboardModule = defineModule({
  name: 'dashboard',
  services: () => ({}),
  routes: dashboardRoutes,
  seededRoles: { commonRoots: ['dashboard'] },
});
