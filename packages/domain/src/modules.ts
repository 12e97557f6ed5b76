import { certificateModule } from './certificate/module.js';
import { displayModule } from './display/module.js';
import { environmentModule } from './environment/module.js';
import { goalModule } from './goals/module.js';
import { reportModule } from './report/module.js';
import { workbenchModule } from './workbench/module.js';
import { projectModule } from './projects/module.js';
import { factorModule } from './factors/module.js';
import { approvalModule } from './approval/module.js';
import { liveModule } from './live/module.js';
import { dashboardModule } from './dashboard/module.js';
import { inventoryModule } from './inventory/module.js';

/**
 * The modules declared by manifest (ADR 020), one line each: CONTRACTS, the route table, the menu titles, the
 * permission and field labels and the message catalogues take their parts from this list.
 */
export const DOMAIN_MODULES = [
  workbenchModule,
  factorModule,
  liveModule,
  approvalModule,
  inventoryModule,
  certificateModule,
  reportModule,
  goalModule,
  projectModule,
  dashboardModule,
  environmentModule,
  displayModule,
] as const;
