import type { App } from '../../platform/http/app-types.js';
import type { ModuleDeps } from '../../platform/http/module.js';

/** Routes of the org module (being built). */
export function orgRoutes(_app: App, _deps: ModuleDeps): void {}
