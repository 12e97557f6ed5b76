import { z } from 'zod';
import { defineContract, idQuery, pageOf } from '../shared/index.js';
import {
  baseYearCheck,
  baseYearDetail,
  baseYearQuery,
  baseYearRecalculateRequest,
  baseYearSetRequest,
  reportCompare,
  reportCompareQuery,
  reportConsolidateRequest,
  reportDerivation,
  reportDerivationQuery,
  reportDetail,
  reportDetailQuery,
  reportDiffQuery,
  reportDiffRow,
  reportEditRequest,
  reportExportQuery,
  reportGenerateRequest,
  reportIdRequest,
  reportLine,
  reportLinesQuery,
  reportPageQuery,
  reportRow,
  reportVersionRow,
} from './report.schema.js';

const json = (path: string) => `/api/main/${path}`;
const AUDIT = 'inventory_report';

/**
 * Inventory reports (issue 11, spec §2 report / totalReport / allReport): drawn from a task or
 * consolidated over a project's subtree, edited as a draft, published as immutable versions,
 * explained figure by figure and exported as PDF or Excel.
 */
export const reportContract = defineContract('report', 'report', {
  generate: {
    method: 'POST',
    path: json('report/generate'),
    permission: 'report:generate',
    body: reportGenerateRequest,
    response: reportDetail,
    audit: AUDIT,
  },
  consolidate: {
    method: 'POST',
    path: json('report/consolidate'),
    permission: 'report:generate',
    body: reportConsolidateRequest,
    response: reportDetail,
    audit: AUDIT,
  },
  page: { method: 'GET', path: json('report/page'), permission: 'authenticated', query: reportPageQuery, response: pageOf(reportRow) },
  detail: { method: 'GET', path: json('report/detail'), permission: 'authenticated', query: reportDetailQuery, response: reportDetail },
  /** Recomputes the working draft's figures from the entries as they are now. */
  refresh: {
    method: 'POST',
    path: json('report/refresh'),
    permission: 'report:edit',
    body: reportIdRequest,
    response: reportDetail,
    audit: AUDIT,
  },
  edit: {
    method: 'POST',
    path: json('report/edit'),
    permission: 'report:edit',
    body: reportEditRequest,
    response: reportDetail,
    audit: AUDIT,
  },
  publish: {
    method: 'POST',
    path: json('report/publish'),
    permission: 'report:publish',
    body: reportIdRequest,
    response: reportDetail,
    audit: AUDIT,
  },
  delete: {
    method: 'POST',
    path: json('report/delete'),
    permission: 'report:edit',
    body: reportIdRequest,
    response: z.null(),
    audit: AUDIT,
  },
  /** Every line (entity) of a report or version, largest first, paged. */
  lines: { method: 'GET', path: json('report/lines'), permission: 'authenticated', query: reportLinesQuery, response: pageOf(reportLine) },
  versions: {
    method: 'GET',
    path: json('report/versions'),
    permission: 'authenticated',
    query: idQuery,
    response: z.array(reportVersionRow),
  },
  /** Figure-by-figure differences between two published versions. */
  diff: { method: 'GET', path: json('report/diff'), permission: 'authenticated', query: reportDiffQuery, response: z.array(reportDiffRow) },
  /** What a figure sums: its parts, and the entries behind it with their formula, factor and version. */
  derivation: {
    method: 'GET',
    path: json('report/derivation'),
    permission: 'authenticated',
    query: reportDerivationQuery,
    response: reportDerivation,
  },
  /** The same inventory consolidated by the three approaches, side by side (nothing stored). */
  compare: { method: 'GET', path: json('report/compare'), permission: 'authenticated', query: reportCompareQuery, response: reportCompare },
  /** An organisation's base year (null before one is set). */
  baseYear: {
    method: 'GET',
    path: json('report/baseYear'),
    permission: 'authenticated',
    query: baseYearQuery,
    response: baseYearDetail.nullable(),
  },
  /** Sets the base year from an approved inventory project, consolidated by the approach chosen. */
  setBaseYear: {
    method: 'POST',
    path: json('report/setBaseYear'),
    permission: 'report:baseYear',
    body: baseYearSetRequest,
    response: baseYearDetail,
    audit: AUDIT,
  },
  /** Recomputes the base year with today's structure and stored results; flags it when the change reaches the threshold. */
  checkBaseYear: {
    method: 'GET',
    path: json('report/checkBaseYear'),
    permission: 'authenticated',
    query: baseYearQuery,
    response: baseYearCheck,
  },
  /** Recalculates the base year explicitly, with a reason (audited); reports and targets use it from then on. */
  recalculateBaseYear: {
    method: 'POST',
    path: json('report/recalculateBaseYear'),
    permission: 'report:baseYear',
    body: baseYearRecalculateRequest,
    response: baseYearDetail,
    audit: AUDIT,
  },
  /** The report as a PDF document or an Excel workbook (a version's figures; 0 = the draft), in the caller's language. */
  export: { method: 'GET', path: json('report/export'), permission: 'report:export', kind: 'file', query: reportExportQuery },
});
