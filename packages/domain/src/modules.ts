import { approvalModule } from './approval/module.js';
import { calcModule } from './calc/module.js';
import { certificateModule } from './certificate/module.js';
import { dashboardModule } from './dashboard/module.js';
import { displayModule } from './display/module.js';
import { environmentModule } from './environment/module.js';
import { factorModule } from './factors/module.js';
import { goalModule } from './goals/module.js';
import { iamModule } from './iam/module.js';
import { inventoryModule } from './inventory/module.js';
import { liveModule } from './live/module.js';
import { projectModule } from './projects/module.js';
import { reportModule } from './report/module.js';
import { workbenchModule } from './workbench/module.js';

/**
 * The modules (ADR 020), one line each: CONTRACTS, the route table, the menu titles, the permission and field labels
 * and the message catalogues take their parts from this list. A module that names where its contracts or pages go
 * (`contractsAfter`, `after`) keeps the seeded sort whatever its place here.
 */
export const DOMAIN_MODULES = [
  iamModule,
  factorModule,
  liveModule,
  calcModule,
  approvalModule,
  inventoryModule,
  certificateModule,
  reportModule,
  goalModule,
  projectModule,
  workbenchModule,
  dashboardModule,
  displayModule,
  environmentModule,
] as const;
