export * from './certificate.schema.js';
export * from './certificate.contract.js';
