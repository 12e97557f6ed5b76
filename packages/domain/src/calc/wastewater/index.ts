export { WASTEWATER_DEFAULTS, WASTEWATER_MCF_TABLE, type WastewaterDefault, type WastewaterMcfRow } from './defaults.js';
export { wastewaterCh4, type WastewaterCh4Input } from './wastewater.js';
