import type { App } from '../../platform/http/app-types.js';
import type { ModuleDeps } from '../../platform/http/module.js';

/** Routes of the calc module (being built). */
export function calcRoutes(_app: App, _deps: ModuleDeps): void {}
