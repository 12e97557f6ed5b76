import { defineSheet, enumOptions } from '../../shared/sheet.js';
import { WASTE_DISPOSAL_METHOD } from '../dictionary.js';
import { WASTE_CATALOGUE_KIND } from './waste-catalogue-kind.js';

const col = (key: string) => `envRecords.column.${key}`;

/** The waste-record import (headers `envRecords.column.<key>`): one row per entity, month, waste and disposal method. */
export const WASTE_SHEET = defineSheet({
  name: 'envRecords.sheet.waste',
  columns: [
    {
      key: 'orgCode',
      label: col('orgCode'),
      kind: 'text',
      required: true,
      format: 'imports.format.orgCode',
      example: 'fii-ccbg-longhua-le1',
    },
    { key: 'year', label: col('year'), kind: 'integer', required: true, format: 'imports.format.year', example: 2025 },
    { key: 'month', label: col('month'), kind: 'integer', required: true, format: 'imports.format.month', example: 1 },
    {
      key: 'wasteCode',
      label: col('wasteCode'),
      kind: 'text',
      required: true,
      format: 'envRecords.validation.wasteCode',
      example: '900-249-08',
    },
    { key: 'quantity', label: col('quantity'), kind: 'decimal', required: true, format: 'envRecords.validation.quantity', example: '1.25' },
    {
      key: 'disposalMethod',
      label: col('disposalMethod'),
      kind: 'enum',
      required: true,
      options: enumOptions(WASTE_DISPOSAL_METHOD),
      example: '7',
      width: 24,
    },
    { key: 'receiver', label: col('receiver'), kind: 'text', example: null, width: 24 },
    { key: 'remark', label: col('remark'), kind: 'text', example: null, width: 24 },
  ],
});

/** The catalogue import: the entries of the official catalogues beyond the seeded ones. */
export const CATALOGUE_SHEET = defineSheet({
  name: 'envRecords.sheet.catalogue',
  columns: [
    { key: 'kind', label: col('kind'), kind: 'enum', required: true, options: enumOptions(WASTE_CATALOGUE_KIND), example: 'hazardous' },
    { key: 'code', label: col('code'), kind: 'text', required: true, format: 'envRecords.validation.wasteCode', example: '900-210-08' },
    {
      key: 'category',
      label: col('category'),
      kind: 'text',
      required: true,
      format: 'envRecords.validation.wasteCategory',
      example: 'HW08',
    },
    {
      key: 'labelZh',
      label: col('labelZh'),
      kind: 'text',
      required: true,
      example: '含油废水处理中隔油、气浮、过滤等过程产生的浮油、浮渣和污泥',
      width: 40,
    },
    { key: 'labelEn', label: col('labelEn'), kind: 'text', example: null, width: 40 },
    { key: 'labelTw', label: col('labelTw'), kind: 'text', example: null, width: 40 },
    { key: 'industryZh', label: col('industryZh'), kind: 'text', required: true, example: '非特定行业' },
    { key: 'industryEn', label: col('industryEn'), kind: 'text', example: null },
    { key: 'industryTw', label: col('industryTw'), kind: 'text', example: null },
    { key: 'hazard', label: col('hazard'), kind: 'text', example: 'T,I' },
  ],
});
