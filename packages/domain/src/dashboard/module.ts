import { defineDomainModule } from '../shared/index.js';
import { dashboardContract } from './dashboard.contract.js';

/**
 * The home page's figures (spec §8). Its contract keeps its place after the workbench's (ADR 020); its page,
 * the home page, is the route table's first row and stays there: the shell's home.
 */
export const dashboardModule = defineDomainModule({
  name: 'dashboard',
  contracts: [dashboardContract],
  contractsAfter: 'workbench',
  menus: [],
  permissions: {},
  fields: {},
  catalogues: {},
});
