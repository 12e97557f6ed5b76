import { defineModule } from '../../platform/module.js';
import type { Kit } from '../../services.js';
import { createLiveService } from './live.service.js';
import { liveRoutes } from './live.routes.js';

/** Live counts (issue 14): the event stream that updates the to-do badge and the workbench without a reload. */
export const liveModule = defineModule({
  name: 'live',
  services: (kit: Kit) => ({ live: createLiveService({ ...kit, idleSeconds: kit.config.session.idleSeconds }) }),
  routes: liveRoutes,
});
