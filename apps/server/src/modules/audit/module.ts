import { defineModule } from '../../platform/module.js';
import type { Kit } from '../../services.js';
import { createAuditService } from './audit.service.js';
import { auditRoutes } from './audit.routes.js';

/** The audit log's reads and its retention (the trail itself is written by the platform, platform/audit). */
export const auditModule = defineModule({
  name: 'audit',
  services: (kit: Kit) => ({ audit: createAuditService(kit) }),
  routes: auditRoutes,
});
