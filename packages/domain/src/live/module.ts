import { defineDomainModule } from '../shared/index.js';
import { liveContract } from './live.contract.js';

/**
 * Live counts (issue 14): the event stream that updates the to-do badge and the workbench without a reload.
 * It predates the manifest (ADR 020): its contract keeps its place after the exchange rates'.
 */
export const liveModule = defineDomainModule({
  name: 'live',
  contracts: [liveContract],
  contractsAfter: 'exchangeRate',
  menus: [],
  permissions: {},
  fields: {},
  catalogues: {},
});
