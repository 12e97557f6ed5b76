import type { App } from '../../platform/http/app-types.js';
import type { ModuleDeps } from '../../platform/http/module.js';

/** Routes of the role module (being built). */
export function roleRoutes(_app: App, _deps: ModuleDeps): void {}
