import type { App } from '../../platform/http/app-types.js';
import type { ModuleDeps } from '../../platform/http/module.js';

/** Routes of the user module (being built). */
export function userRoutes(_app: App, _deps: ModuleDeps): void {}
