/** Units: one conversion table (energy, mass, volume, distance, money) and exact conversion. */
export { UNITS, BASE_UNITS, type UnitRow, type UnitDimension } from './unit-table.js';
export { convert, unitsOf, unitRow } from './convert.js';
