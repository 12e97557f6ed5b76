export * from './envelope.js';
export * from './contract.js';
export * from './sheet.js';
export * from './route-def.js';
export * from './module.js';
