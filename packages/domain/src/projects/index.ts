export * from './project.constants.js';
export * from './project.formulas.js';
export * from './project.machine.js';
export * from './project.rules.js';
export * from './effect.js';
export * from './project.schema.js';
export * from './project.contract.js';
