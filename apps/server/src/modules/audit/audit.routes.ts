import type { App } from '../../platform/http/app-types.js';
import type { ModuleDeps } from '../../platform/http/module.js';

/** Routes of the audit module (being built). */
export function auditRoutes(_app: App, _deps: ModuleDeps): void {}
