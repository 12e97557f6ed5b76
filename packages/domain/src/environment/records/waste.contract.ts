import { z } from 'zod';
import { defineContract, idQuery, pageOf } from '../../shared/index.js';
import { importResult } from '../../factors/factor.schema.js';
import {
  envDeleteRequest,
  wasteCatalogueEditRequest,
  wasteCatalogueFields,
  wasteCatalogueFilter,
  wasteCataloguePageQuery,
  wasteCatalogueRow,
  wasteEditRequest,
  wasteFactorEditRequest,
  wasteFactorRow,
  wasteFields,
  wasteFilter,
  wastePageQuery,
  wasteRow,
  wasteToInventoryRequest,
  wasteToInventoryResult,
} from './waste.schema.js';

/** Audit entities of the waste records. */
export const ENV_WASTE_AUDIT = { catalogue: 'env_waste_catalogue', waste: 'env_waste', factor: 'env_waste_factor' } as const;

const cat = (p: string) => `/api/main/wasteCatalogue/${p}`;
const waste = (p: string) => `/api/main/envWaste/${p}`;

/** The solid and hazardous waste catalogues (seeded from the official lists, the rest imported), on the waste page. */
export const wasteCatalogueContract = defineContract('wasteCatalogue', 'envWaste', {
  page: {
    method: 'GET',
    path: cat('page'),
    permission: 'authenticated',
    query: wasteCataloguePageQuery,
    response: pageOf(wasteCatalogueRow),
  },
  add: {
    method: 'POST',
    path: cat('add'),
    permission: 'wasteCatalogue:add',
    body: wasteCatalogueFields,
    response: wasteCatalogueRow,
    audit: ENV_WASTE_AUDIT.catalogue,
  },
  edit: {
    method: 'POST',
    path: cat('edit'),
    permission: 'wasteCatalogue:edit',
    body: wasteCatalogueEditRequest,
    response: wasteCatalogueRow,
    audit: ENV_WASTE_AUDIT.catalogue,
  },
  delete: {
    method: 'POST',
    path: cat('delete'),
    permission: 'wasteCatalogue:delete',
    body: envDeleteRequest,
    response: z.null(),
    audit: ENV_WASTE_AUDIT.catalogue,
  },
  import: {
    method: 'POST',
    path: cat('import'),
    permission: 'wasteCatalogue:import',
    kind: 'upload',
    response: importResult,
    audit: ENV_WASTE_AUDIT.catalogue,
  },
  export: { method: 'GET', path: cat('export'), permission: 'wasteCatalogue:export', kind: 'file', query: wasteCatalogueFilter },
  template: { method: 'GET', path: cat('template'), permission: 'wasteCatalogue:import', kind: 'file' },
});

/**
 * Waste records per legal entity and month (issue 15): data-scoped, Excel import and export;
 * the disposal method → emission factor mapping; and `toInventory`, which adds records to an
 * inventory task's scope 3 category 5 as entries computed by the engine.
 */
export const envWasteContract = defineContract('envWaste', 'envWaste', {
  page: { method: 'GET', path: waste('page'), permission: 'authenticated', query: wastePageQuery, response: pageOf(wasteRow) },
  detail: { method: 'GET', path: waste('detail'), permission: 'authenticated', query: idQuery, response: wasteRow },
  add: {
    method: 'POST',
    path: waste('add'),
    permission: 'envWaste:add',
    body: wasteFields,
    response: wasteRow,
    audit: ENV_WASTE_AUDIT.waste,
  },
  edit: {
    method: 'POST',
    path: waste('edit'),
    permission: 'envWaste:edit',
    body: wasteEditRequest,
    response: wasteRow,
    audit: ENV_WASTE_AUDIT.waste,
  },
  delete: {
    method: 'POST',
    path: waste('delete'),
    permission: 'envWaste:delete',
    body: envDeleteRequest,
    response: z.null(),
    audit: ENV_WASTE_AUDIT.waste,
  },
  import: {
    method: 'POST',
    path: waste('import'),
    permission: 'envWaste:import',
    kind: 'upload',
    response: importResult,
    audit: ENV_WASTE_AUDIT.waste,
  },
  export: { method: 'GET', path: waste('export'), permission: 'envWaste:export', kind: 'file', query: wasteFilter },
  template: { method: 'GET', path: waste('template'), permission: 'envWaste:import', kind: 'file' },
  /** Each disposal method with its mapped factor. */
  factors: { method: 'GET', path: waste('factors'), permission: 'authenticated', response: z.array(wasteFactorRow) },
  factorMap: {
    method: 'POST',
    path: waste('factorMap'),
    permission: 'envWaste:factorMap',
    body: wasteFactorEditRequest,
    response: wasteFactorRow,
    audit: ENV_WASTE_AUDIT.factor,
  },
  toInventory: {
    method: 'POST',
    path: waste('toInventory'),
    permission: 'envWaste:toInventory',
    body: wasteToInventoryRequest,
    response: wasteToInventoryResult,
    audit: ENV_WASTE_AUDIT.waste,
    description:
      'Adds waste records to an inventory task of the same legal entity and period as scope 3 category 5 entries ' +
      '(quantity × the factor mapped to the disposal method), through the inventory entry service; a record already in the task is skipped.',
  },
});
