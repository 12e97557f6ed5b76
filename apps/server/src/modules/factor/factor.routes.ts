import type { App } from '../../platform/http/app-types.js';
import type { ModuleDeps } from '../../platform/http/module.js';

/** Routes of the factor module (being built). */
export function factorRoutes(_app: App, _deps: ModuleDeps): void {}
