import {
  envAlarmContract,
  envPointContract,
  envReadingContract,
  type EnvAlarmFilter,
  type EnvAverageQuery,
  type EnvReadingQuery,
} from '@carbon/domain';
import { callUpload, type UploadProgress } from '../../../lib/api';
import { useCall, useMutationCall } from '../../../lib/query';

/** The monitoring endpoints (the domain's contracts). */
export const pointApi = envPointContract.endpoints;
export const readingApi = envReadingContract.endpoints;
export const alarmApi = envAlarmContract.endpoints;

export const usePointDetail = (id: string | undefined) => useCall(pointApi.detail, { id: id ?? '' }, { enabled: !!id, retry: false });
/** Points for a picker: the first page matching `keyword` (name or MN), in the caller's scope. */
export const usePointOptions = (keyword: string) =>
  useCall(pointApi.page, { pageNo: 1, pageSize: 50, ...(keyword ? { keyword } : {}) }, { staleTime: 30_000 });

export const useRotateKey = () => useMutationCall(pointApi.rotateKey);
export const useDeletePoint = () => useMutationCall(pointApi.delete);

export const useReadings = (q: EnvReadingQuery | undefined) =>
  useCall(readingApi.readings, q as EnvReadingQuery, { enabled: !!q, retry: false });
export const useAverages = (q: EnvAverageQuery | undefined) =>
  useCall(readingApi.averages, q as EnvAverageQuery, { enabled: !!q, retry: false });
/** The point's newest refused batches and HJ 212 packets, with their reason and the frame's start. */
export const useRefusals = (pointId: string) => useCall(readingApi.refusals, { pointId }, { enabled: !!pointId, retry: false });
/** The listener's refusals naming no registered point: answered to administrators only (others get 1013002, shown as nothing). */
/** The listener's refusals naming no registered point: read only by holders of their button (the administrator role). */
export const useUnregisteredRefusals = (allowed: boolean) =>
  useCall(readingApi.unregisteredRefusals, undefined, { retry: false, enabled: allowed });
export const useManualData = (pointId: string, year: number) =>
  useCall(readingApi.manual, { pointId, year }, { enabled: !!pointId, retry: false });
export const useSaveManual = () => useMutationCall(readingApi.manualSave);

export const useAlarmDetail = (id: string | undefined) => useCall(alarmApi.detail, { id: id ?? '' }, { enabled: !!id, retry: false });
export const useAlarmCounts = (filter: EnvAlarmFilter) => useCall(alarmApi.counts, filter, { retry: false });
export const useAlarmHandlers = (id: string) => useCall(alarmApi.handlers, { id }, { retry: false, refetchOnMount: 'always' });
export const useAlarmSettings = () => useCall(alarmApi.settings, undefined, { retry: false, refetchOnMount: 'always' });
export const useAssignAlarm = () => useMutationCall(alarmApi.assign);
export const useHandleAlarm = () => useMutationCall(alarmApi.handle);
export const useSaveAlarmSettings = () => useMutationCall(alarmApi.settingsEdit);

/** Uploads the handling attachment of an alarm (named by its id in handle afterwards). */
export const uploadAlarmFile = (alarmId: string, file: File, onProgress?: UploadProgress) =>
  callUpload(alarmApi.upload, file, onProgress, undefined, { id: alarmId });
