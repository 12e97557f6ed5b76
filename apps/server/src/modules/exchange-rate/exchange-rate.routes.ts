import type { App } from '../../platform/http/app-types.js';
import type { ModuleDeps } from '../../platform/http/module.js';

/** Routes of the exchange-rate module (being built). */
export function exchangeRateRoutes(_app: App, _deps: ModuleDeps): void {}
