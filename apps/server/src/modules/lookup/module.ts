import { defineModule } from '../../platform/module.js';
import type { Kit } from '../../services.js';
import { createLookupService } from './lookup.service.js';
import { lookupRoutes } from './lookup.routes.js';

/** The dictionary (lookup types and values, spec §3.6). */
export const lookupModule = defineModule({
  name: 'lookup',
  services: (kit: Kit) => ({ lookup: createLookupService(kit) }),
  routes: lookupRoutes,
});
