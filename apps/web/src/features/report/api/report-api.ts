import { inventoryProjectContract, reportContract, type InputOf, type ReportApproach, type ReportTemplate } from '@carbon/domain';
import { downloadFile, type DownloadProgress } from '../../../lib/download';
import { useCall, useMutationCall } from '../../../lib/query';

/** The report endpoints (issue 11), from the domain's contract. */
export const reportApi = reportContract.endpoints;

/** A report id from the address bar: digits only, else empty (nothing is asked of the server). */
export const reportIdOf = (value: string | null): string => (/^\d{1,18}$/.test(value ?? '') ? (value ?? '') : '');

/** A report as shown: `versionNo` 0 the working draft, n published version n, undefined the latest published (else the draft). */
export const useReportDetail = (id: string, versionNo: number | undefined) =>
  useCall(reportApi.detail, { id, ...(versionNo === undefined ? {} : { versionNo }) }, { enabled: !!id, retry: false });

/** What a figure sums, and the entries behind it (paged). */
export const useDerivation = (q: { id: string; figure: string | null; versionNo: number; pageNo: number; pageSize: number }) =>
  useCall(
    reportApi.derivation,
    { id: q.id, figure: q.figure ?? '', versionNo: q.versionNo, pageNo: q.pageNo, pageSize: q.pageSize },
    { enabled: !!q.id && !!q.figure, retry: false },
  );

/** Figure-by-figure differences between two published versions. */
export const useDiff = (id: string, from: number | null, to: number | null) =>
  useCall(reportApi.diff, { id, from: from ?? 1, to: to ?? 1 }, { enabled: !!id && !!from && !!to && from !== to, retry: false });

/** The same inventory consolidated by the three approaches (nothing stored); asked for only when `enabled`. */
export const useCompare = (q: { projectId: string; orgId: string; template: ReportTemplate } | null) =>
  useCall(reportApi.compare, q ?? { projectId: '', orgId: '', template: 'ghg' }, { enabled: !!q, retry: false });

/** A page of a report's lines (largest consolidated total first), for the version shown; asked for only when `enabled`. */
export const useReportLines = (q: { id: string; versionNo: number; pageNo: number; pageSize: number }, enabled: boolean) =>
  useCall(reportApi.lines, q, {
    enabled: enabled && !!q.id,
    retry: false,
    // The page shown stays while the next loads, but never another report's or version's lines.
    placeholderData: (previous, query) => {
      const was = query?.queryKey[1] as { id?: string; versionNo?: number } | undefined;
      return was?.id === q.id && was.versionNo === q.versionNo ? previous : undefined;
    },
  });

type ProjectStatus = InputOf<typeof inventoryProjectContract.endpoints.page>['status'];

/** The inventory projects a consolidation (or a base year: `status` completed) may be drawn from (the first 100 matching `name`). */
export const useProjectOptions = (name: string, status?: ProjectStatus) =>
  useCall(
    inventoryProjectContract.endpoints.page,
    { pageNo: 1, pageSize: 100, ...(name ? { name } : {}), ...(status ? { status } : {}) },
    { retry: false },
  );

/** An organisation's kept base year (null before one is set). */
export const useBaseYear = (orgId: string | undefined) =>
  useCall(reportApi.baseYear, { orgId: orgId ?? '' }, { enabled: !!orgId, retry: false });

/** The base year recomputed with today's structure and stored results; asked for only when `enabled` (it recomputes). */
export const useBaseYearCheck = (orgId: string | undefined, enabled: boolean) =>
  useCall(reportApi.checkBaseYear, { orgId: orgId ?? '' }, { enabled: enabled && !!orgId, retry: false });

export const useSetBaseYear = () => useMutationCall(reportApi.setBaseYear);
export const useRecalculateBaseYear = () => useMutationCall(reportApi.recalculateBaseYear);

export const useConsolidate = () => useMutationCall(reportApi.consolidate);
export const useRefreshReport = () => useMutationCall(reportApi.refresh);
export const useEditTexts = () => useMutationCall(reportApi.edit);
export const usePublishReport = () => useMutationCall(reportApi.publish);
export const useDeleteReport = () => useMutationCall(reportApi.delete);

export type ExportFormat = 'pdf' | 'xlsx';
export type { ReportApproach, ReportTemplate };

/** Saves the report as a PDF document or an Excel workbook (versionNo 0: the draft). */
export const exportReport = (
  q: { id: string; format: ExportFormat; versionNo: number; fallbackName: string },
  onProgress: DownloadProgress,
) =>
  downloadFile(reportApi.export.path, {
    query: { id: q.id, format: q.format, versionNo: q.versionNo },
    fallbackName: q.fallbackName,
    onProgress,
  });
