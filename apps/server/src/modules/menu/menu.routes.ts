import type { App } from '../../platform/http/app-types.js';
import type { ModuleDeps } from '../../platform/http/module.js';

/** Routes of the menu module (being built). */
export function menuRoutes(_app: App, _deps: ModuleDeps): void {}
