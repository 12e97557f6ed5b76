import { authModule } from './auth/module.js';
import { systemModule } from './system/module.js';
import { orgModule } from './org/module.js';
import { userModule } from './user/module.js';
import { roleModule } from './role/module.js';
import { menuModule } from './menu/module.js';
import { lookupModule } from './lookup/module.js';
import { auditModule } from './audit/module.js';
import { factorModule } from './factor/module.js';
import { exchangeRateModule } from './exchange-rate/module.js';
import { calcModule } from './calc/module.js';
import { approvalModule } from './approval/module.js';
import { inventoryModule } from './inventory/module.js';
import { reportModule } from './report/module.js';
import { projectModule } from './project/module.js';
import { goalModule } from './goal/module.js';
import { liveModule } from './live/module.js';
import { dashboardModule } from './dashboard/module.js';
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
export const SERVER_MODULES = [
  authModule,
  systemModule,
  orgModule,
  userModule,
  roleModule,
  menuModule,
  lookupModule,
  auditModule,
  factorModule,
  exchangeRateModule,
  calcModule,
  approvalModule,
  inventoryModule,
  reportModule,
  projectModule,
  goalModule,
  liveModule,
  dashboardModule,
  certificateModule,
  envMonitoringModule,
  envRecordsModule,
  workbenchModule,
  displayModule,
] as const;
