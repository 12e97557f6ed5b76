export * from './task-machine.js';
export * from './inventory.schema.js';
export * from './inventory.contract.js';
export * from './entry.sheet.js';
export * from './entry-scope.js';
export * from './entry-parameters.js';
