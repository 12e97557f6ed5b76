export * from './dashboard.schema.js';
export * from './dashboard.contract.js';
export * from './format.js';
