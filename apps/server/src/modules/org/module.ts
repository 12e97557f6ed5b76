import { defineModule } from '../../platform/module.js';
import type { Kit } from '../../services.js';
import { createOrgWriteService } from './org-write.service.js';
import { orgRoutes } from './org.routes.js';
import { createOutboxService } from './outbox.service.js';

/**
 * Organisations, parks and ownership (spec §3.2, ADR 005 for the outbox). The reads and the parks are the kit's
 * (the engine, the reports and the cockpit read the tree); the writes and the outbox are the module's.
 */
export const orgModule = defineModule({
  name: 'org',
  services: (kit: Kit) => ({ orgWrite: createOrgWriteService(kit), outbox: createOutboxService(kit) }),
  routes: orgRoutes,
  // the organisation-structure directory (organisations, accounts, roles, menus, dictionary, audit log)
  seededRoles: { adminOnlyRoots: ['organizationalStructure'] },
});
