export * from './iam.js';
export * from './org.js';
export * from './lookup.js';
export * from './audit.js';
export * from './factors.js';
export * from './generation.js';
export * from './calc.js';
