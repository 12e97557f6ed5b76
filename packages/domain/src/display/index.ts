export * from './display.schema.js';
export * from './cockpit.schema.js';
export * from './geojson.js';
export * from './display.contract.js';
