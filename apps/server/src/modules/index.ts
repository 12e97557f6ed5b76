import { certificateModule } from './certificate/module.js';
import { displayModule } from './display/module.js';
import { envMonitoringModule } from './env-monitoring/module.js';
import { envRecordsModule } from './env-records/module.js';
import { workbenchModule } from './workbench/module.js';

/**
 * The modules declared by manifest (ADR 020), one line each: the composition root (services.ts,
 * app.ts, main.ts, the first-start seed, the seeded roles) iterates this list. A new module is its
 * folders plus one line here (docs/adding-a-module.md). In order: a module's services are built
 * from the kit and the services of the modules before it (certificate before the environmental
 * records, whose honours list its statements); services.ts refuses a list out of order.
 */
export const SERVER_MODULES = [certificateModule, envMonitoringModule, envRecordsModule, workbenchModule, displayModule] as const;
