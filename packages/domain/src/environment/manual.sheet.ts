import { defineSheet } from '../shared/sheet.js';

/**
 * The manual-data import of one point (headers `envReading.column.<key>`): the period (YYYY for an
 * annual point, YYYY-MM for a monthly one), the pollutant code and the value. All or nothing.
 */
export const ENV_MANUAL_SHEET = defineSheet({
  name: 'envReading.sheet.name',
  maxRows: 5000,
  columns: [
    {
      key: 'period',
      label: 'envReading.column.period',
      kind: 'text',
      required: true,
      format: 'envReading.format.period',
      example: '2026-01',
    },
    {
      key: 'pollutant',
      label: 'envReading.column.pollutant',
      kind: 'text',
      required: true,
      format: 'envReading.format.pollutant',
      example: 'w01018',
    },
    { key: 'value', label: 'envReading.column.value', kind: 'decimal', required: true, example: '35.2' },
  ],
});
