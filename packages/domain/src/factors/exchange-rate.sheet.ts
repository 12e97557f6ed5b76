import { defineSheet } from '../shared/sheet.js';

/** The exchange-rate import's sheet (headers `exchangeRate.column.<key>`): template, instructions, checks and report (issue 9). */
export const EXCHANGE_RATE_SHEET = defineSheet({
  name: 'exchangeRate.sheet.name',
  columns: [
    {
      key: 'currency',
      label: 'exchangeRate.column.currency',
      kind: 'text',
      required: true,
      format: 'exchangeRate.validation.currency',
      example: 'EUR',
    },
    { key: 'year', label: 'exchangeRate.column.year', kind: 'integer', required: true, format: 'imports.format.year', example: 2024 },
    { key: 'month', label: 'exchangeRate.column.month', kind: 'integer', required: true, format: 'imports.format.month', example: 1 },
    {
      key: 'rateToUsd',
      label: 'exchangeRate.column.rateToUsd',
      kind: 'decimal',
      required: true,
      format: 'exchangeRate.validation.rate',
      example: '1.0905',
      width: 24,
    },
    {
      key: 'source',
      label: 'exchangeRate.column.source',
      kind: 'text',
      required: true,
      example: 'Example: ECB monthly average',
      width: 30,
    },
  ],
});
