import { defineModule } from '../../platform/module.js';
import { calcRoutes } from './calc.routes.js';

/** The calculation engine's endpoints: a calculation and its explanation, and recalculation. Its services are the kit's (the inventory calculates with them). */
export const calcModule = defineModule({ name: 'calc', services: () => ({}), routes: calcRoutes });
