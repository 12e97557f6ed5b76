import { approvalContract } from '@carbon/domain';
import { defineModule } from '../../platform/module.js';
import { approvalRoutes } from './approval.routes.js';

/** The approval centre (spec §5.3). Its service is the kit's (inventory tasks and projects submit to it). */
export const approvalModule = defineModule({
  name: 'approval',
  services: () => ({}),
  routes: approvalRoutes,
  // a manager approves, and may submit with approver "None" (approval:skip); a common user may not
  seededRoles: { workflow: [approvalContract], manager: ['approval:decide', 'approval:skip'] },
});
