import { defineModule } from '../../platform/module.js';
import type { Kit } from '../../services.js';
import { displayRoutes } from './display.routes.js';
import { createDisplayService } from './display.service.js';

/**
 * The cockpit and the map of parks (issue 14): the dashboard's figures of a subtree and its parks on the map, signed
 * in or through a display link (only the token's hash stored, every use logged); base maps an administrator may
 * replace with an approved GeoJSON. Its tables are beside it (display.schema.ts).
 */
export const displayModule = defineModule({
  name: 'display',
  services: (kit: Kit) => ({ display: createDisplayService(kit) }),
  routes: displayRoutes,
  // display links and the base map: the administrator's (issue 14: "an administrator can create a display link",
  // "upload an approved GeoJSON")
  adminButtons: ['display:link', 'display:geo'],
});
