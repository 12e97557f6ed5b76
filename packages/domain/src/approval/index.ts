export * from './approval.schema.js';
export * from './approval.contract.js';
