import { defineModule } from '../../platform/module.js';
import { detectFileType } from '../../platform/files/file-type.js';
import type { Kit } from '../../services.js';
import { createEnvRecords, type CertificatePort } from './env-records.module.js';
import { seedEnvRecords, seedEnvRecordsOnUpgrade } from './env-records.seed.js';
import { envPermitRoutes } from './permit.routes.js';
import { envWasteRoutes } from './waste.routes.js';

/**
 * Environmental records (issue 15, ADR 015): waste and its catalogues (with the path into scope 3
 * category 5), EIA projects and permits, emergency plans, honours, and the expiry reminders.
 */
export const envRecordsModule = defineModule({
  name: 'env-records',
  // the honours list certificate management's statements: listed after it (modules/index.ts)
  services: (kit: Kit & { certificate: CertificatePort }) => ({ envRecords: createEnvRecords({ ...kit, detectFileType }) }),
  routes(app, s) {
    envWasteRoutes(app, s);
    envPermitRoutes(app, s);
  },
  seed: seedEnvRecords,
  upgrade: async (db) => ((await seedEnvRecordsOnUpgrade(db)) ? 'waste catalogues and waste-treatment factors seeded (upgrade)' : null),
  adminButtons: ['envWaste:factorMap', 'wasteCatalogue:add', 'wasteCatalogue:edit', 'wasteCatalogue:delete', 'wasteCatalogue:import'],
});
