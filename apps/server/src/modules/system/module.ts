import { defineModule } from '../../platform/module.js';
import type { App } from '../../platform/http/app-types.js';
import type { Kit } from '../../services.js';
import { healthRoutes } from './health.routes.js';
import { importRoutes } from './import.routes.js';

/** The platform's own endpoints: health and the progress of an Excel import (the kit's import queue). */
export const systemModule = defineModule({
  name: 'system',
  services: () => ({}),
  routes: (app: App, services: Pick<Kit, 'database' | 'version' | 'imports' | 'context'>) => {
    healthRoutes(app, services);
    importRoutes(app, services);
  },
});
