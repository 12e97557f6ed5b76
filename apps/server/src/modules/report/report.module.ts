import { createBaseYearService } from './base-year.service.js';
import { createReportReading } from './report.derivation.js';
import { createReportService, type ReportDeps } from './report.service.js';
import { createReportExport, type ReportExportDeps } from './report-export.service.js';

/** The report module's services: reports (generation, drafts, publication) and reading (derivations, differences, comparison) and base years. */
export function createReport(deps: ReportDeps & Pick<ReportExportDeps, 'config'>) {
  const reports = createReportService(deps);
  return {
    reports,
    reading: createReportReading(deps.db, reports),
    baseYears: createBaseYearService(deps),
    exporting: createReportExport({ ...deps, reports }),
  };
}

export type Report = ReturnType<typeof createReport>;
