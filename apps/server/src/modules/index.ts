import { envMonitoringModule } from './env-monitoring/module.js';
import { envRecordsModule } from './env-records/module.js';

/**
 * The modules declared by manifest (ADR 020), one line each: the composition root (services.ts,
 * app.ts, main.ts, the first-start seed, the seeded roles) iterates this list. A new module is its
 * folders plus one line here (docs/adding-a-module.md).
 */
export const SERVER_MODULES = [envMonitoringModule, envRecordsModule] as const;
