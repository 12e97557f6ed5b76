import { exchangeRateContract } from '@carbon/domain';
import { defineModule } from '../../platform/module.js';
import { exchangeRateRoutes } from './exchange-rate.routes.js';

/** The base exchange-rate table (spec §4.2). Its service is the kit's (the engine converts with it). */
export const exchangeRateModule = defineModule({
  name: 'exchange-rate',
  services: () => ({}),
  routes: exchangeRateRoutes,
  // a group-wide library: its writes are the administrator's
  seededRoles: { libraries: [exchangeRateContract] },
});
