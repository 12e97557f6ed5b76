export * from './waste-catalogue.data.js';
export * from './waste-factors.data.js';
export * from './waste.schema.js';
export * from './waste.contract.js';
export * from './permit.schema.js';
export * from './permit.contract.js';
export * from './construction-status.js';
export * from './records.sheet.js';
