export * from './iam.js';
