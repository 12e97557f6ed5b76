export * from './envelope.js';
export * from './contract.js';
