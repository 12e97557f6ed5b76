import { defineModule } from '../../platform/module.js';
import { inventoryRoutes } from './inventory.routes.js';

/** Inventory projects, tasks, templates and entries (spec §5). Its service is the kit's (the workbench and the reports read it). */
export const inventoryModule = defineModule({ name: 'inventory', services: () => ({}), routes: inventoryRoutes });
