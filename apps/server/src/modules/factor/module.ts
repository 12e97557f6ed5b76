import { factorContract } from '@carbon/domain';
import { defineModule } from '../../platform/module.js';
import { factorRoutes } from './factor.routes.js';

/** Emission factors and their versions (spec §4.1). Its service is the kit's (the engine, the inventory and the projects pick factors). */
export const factorModule = defineModule({
  name: 'factor',
  services: () => ({}),
  routes: factorRoutes,
  // a group-wide library: its writes are the administrator's
  seededRoles: { libraries: [factorContract] },
});
