/** The environment module's domain (issue 15). Each helper's part adds its own lines. */
export * from './dictionary.js';
export * from './enums.js';
export * from './averages.js';
export * from './alarm-rank.js';
export * from './alarm-machine.js';
export * from './monitoring.schema.js';
export * from './alarm.schema.js';
export * from './manual.sheet.js';
export * from './env-point.contract.js';
export * from './env-reading.contract.js';
export * from './env-alarm.contract.js';
export * from './hj212/index.js';
