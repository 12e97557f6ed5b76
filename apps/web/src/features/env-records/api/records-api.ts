import { useQueries, useQueryClient } from '@tanstack/react-query';
import {
  emergencyPlanContract,
  envHonorContract,
  envPermitContract,
  envWasteContract,
  factorContract,
  inventoryTaskContract,
  wasteCatalogueContract,
  type Contract,
} from '@carbon/domain';
import { call, callUpload, type UploadProgress } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { invalidateContracts, queryKeyOf, useCall, useMutationCall } from '../../../lib/query';

/** The environmental-records endpoints (the domain's contracts). */
export const catalogueApi = wasteCatalogueContract.endpoints;
export const wasteApi = envWasteContract.endpoints;
export const permitApi = envPermitContract.endpoints;
export const planApi = emergencyPlanContract.endpoints;
export const honorApi = envHonorContract.endpoints;

/** Catalogue entries for the picker: the first page matching `keyword` (code or name). */
export const useCatalogueOptions = (keyword: string) =>
  useCall(catalogueApi.page, { pageNo: 1, pageSize: 50, ...(keyword ? { keyword } : {}) }, { staleTime: 30_000 });

export const useDeleteWaste = () => useMutationCall(wasteApi.delete);
export const useDeleteCatalogue = () => useMutationCall(catalogueApi.delete);
export const useWasteFactors = () => useCall(wasteApi.factors, undefined, { retry: false, refetchOnMount: 'always' });
export const useMapFactor = () => useMutationCall(wasteApi.factorMap);
/** Adding to a task changes the task's entries too: the inventory's reads refresh. */
export const useToInventory = () => useMutationCall(wasteApi.toInventory, { alsoInvalidates: [inventoryTaskContract] });

/** Factors of the library for the mapping dialog: the first page matching `keyword`. */
export const useFactorOptions = (keyword: string) =>
  useCall(factorContract.endpoints.page, { pageNo: 1, pageSize: 30, ...(keyword ? { keyword } : {}) }, { staleTime: 30_000 });

/** The inventory tasks of one organisation and year (the records' own), for "add to inventory task". */
/**
 * Which of `ids` the caller can still fill (each task's `can.fill`: an editable status, a member when
 * the task names any, the fill right), read from the task details; undefined while any is loading.
 */
export function useFillable(ids: readonly string[]): Set<string> | undefined {
  const e = inventoryTaskContract.endpoints.detail;
  const details = useQueries({ queries: ids.map((id) => ({ queryKey: queryKeyOf(e, { id }), queryFn: () => call(e, { id }) })) });
  if (details.some((d) => d.isPending)) return undefined;
  return new Set(ids.filter((_, i) => details[i]?.data?.can.fill === true));
}

export const useTasksOf = (orgId: string | undefined, year: number | undefined) =>
  useCall(
    inventoryTaskContract.endpoints.page,
    { pageNo: 1, pageSize: 100, orgId: orgId ?? '', year: year ?? 0 },
    { enabled: !!orgId && !!year, retry: false, refetchOnMount: 'always' },
  );

export const usePermitDetail = (id: string | undefined) => useCall(permitApi.detail, { id: id ?? '' }, { enabled: !!id, retry: false });
export const useAddPermit = () => useMutationCall(permitApi.add);
export const useDeletePermit = () => useMutationCall(permitApi.delete);
export const useMovePermit = () => useMutationCall(permitApi.status);
export const useDeletePlan = () => useMutationCall(planApi.delete);
export const useDeleteHonor = () => useMutationCall(honorApi.delete);

/** Whose files: an EIA project (approval documents), an emergency plan (its file), an honour (its certificate). */
export type FileKind = 'permit' | 'plan' | 'honor';

const FILES = {
  permit: { api: permitApi, contract: envPermitContract },
  plan: { api: planApi, contract: emergencyPlanContract },
  honor: { api: honorApi, contract: envHonorContract },
} as const;

export const useRecordFiles = (kind: FileKind, ownerId: string) =>
  useCall(FILES[kind].api.files, { ownerId }, { retry: false, refetchOnMount: 'always' });
export const useDeleteRecordFile = (kind: FileKind) => useMutationCall(FILES[kind].api.deleteFile);

/** Uploads one file of a record (`ownerId` sent before the file); the record's reads refresh afterwards, also after a failure. */
export function useUploadRecordFile(kind: FileKind) {
  const client = useQueryClient();
  return async (ownerId: string, file: File, onProgress: UploadProgress) => {
    try {
      return await callUpload(FILES[kind].api.upload, file, onProgress, { ownerId });
    } finally {
      await invalidateContracts(client, [FILES[kind].contract as Contract]);
    }
  };
}

/** Saves a record's file (Content-Disposition: attachment). */
export const downloadRecordFile = (kind: FileKind, id: string, name: string) =>
  downloadFile(FILES[kind].api.download.path, { query: { id }, fallbackName: name });
