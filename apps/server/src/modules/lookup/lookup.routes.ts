import type { App } from '../../platform/http/app-types.js';
import type { ModuleDeps } from '../../platform/http/module.js';

/** Routes of the lookup module (being built). */
export function lookupRoutes(_app: App, _deps: ModuleDeps): void {}
