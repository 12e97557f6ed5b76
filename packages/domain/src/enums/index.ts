/** Every enumeration of the product with its codes and i18n keys (spec §3, §4; contract §5.1). */
export * from './types.js';
export * from './system.js';
export * from './inventory.js';
export * from './tasks.js';
export * from './projects.js';
export * from './goals.js';
export * from './registry.js';
