export * from './todo-rules.js';
export * from './workbench.schema.js';
export * from './workbench.contract.js';
export * from './titles.js';
