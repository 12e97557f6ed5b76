export * from './envelope.js';
export * from './contract.js';
export * from './sheet.js';
