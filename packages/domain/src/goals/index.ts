export * from './goal.schema.js';
export * from './goal.sheet.js';
export * from './rules.js';
export * from './goal.contract.js';
