import { carbonTemplateContract, inventoryProjectContract, inventoryTaskContract } from '@carbon/domain';
import { defineModule } from '../../platform/module.js';
import { inventoryRoutes } from './inventory.routes.js';

/** Inventory projects, tasks, templates and entries (spec §5). Its service is the kit's (the workbench and the reports read it). */
export const inventoryModule = defineModule({
  name: 'inventory',
  services: () => ({}),
  routes: inventoryRoutes,
  seededRoles: {
    commonRoots: ['carbonButler'],
    workflow: [inventoryProjectContract, inventoryTaskContract, carbonTemplateContract],
    // a manager opens and issues inventories, distributes, fills and submits; templates and deletion stay with the administrator
    manager: [
      'inventoryProject:add',
      'inventoryProject:edit',
      'inventoryTask:issue',
      'inventoryTask:distribute',
      'inventoryTask:fill',
      'inventoryTask:submit',
    ],
    // a common user fills in and submits their organisation's task
    common: ['inventoryTask:fill', 'inventoryTask:submit'],
  },
});
