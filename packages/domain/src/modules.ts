import { certificateModule } from './certificate/module.js';
import { displayModule } from './display/module.js';
import { environmentModule } from './environment/module.js';
import { goalModule } from './goals/module.js';
import { reportModule } from './report/module.js';
import { workbenchModule } from './workbench/module.js';

/**
 * The modules declared by manifest (ADR 020), one line each: CONTRACTS, the route table, the menu titles, the
 * permission and field labels and the message catalogues take their parts from this list.
 */
export const DOMAIN_MODULES = [workbenchModule, certificateModule, reportModule, goalModule, environmentModule, displayModule] as const;
