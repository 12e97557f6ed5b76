import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  calcContract,
  factorContract,
  inventoryTaskContract,
  userContract,
  type CalcPreviewRequest,
  type Endpoint,
  type InputOf,
  type InventoryEntrySaveRequest,
  type InventoryTaskDetail,
} from '@carbon/domain';
import { call, callUpload, type UploadProgress } from '../../../lib/api';
import { downloadFile, fetchObjectUrl } from '../../../lib/download';
import { invalidateContracts, queryKeyOf, useCall, useMutationCall } from '../../../lib/query';

/** The task endpoints the fill-in, the inventory details and the approval progress use (the domain's contract). */
export const fillApi = inventoryTaskContract.endpoints;

/** Every entry of a section is shown on one page (sections are small; the import is the path for bulk data). */
export const SECTION_PAGE_SIZE = 100;

/**
 * How long a read the fill page asked for ahead (`useTaskDetailAhead`) counts as fresh: the table or
 * card mounting a moment later shows it instead of asking again. Changes still refresh it at once
 * (invalidateContracts marks it stale whatever its age).
 */
const PREFETCHED_FRESH_MS = 10_000;

export const useTaskDetail = (id: string) => useCall(fillApi.detail, { id }, { enabled: !!id });
export const useTaskSummary = (id: string) => useCall(fillApi.summary, { id }, { enabled: !!id });
export const useOffsets = (taskId: string) =>
  useCall(fillApi.offsetList, { taskId }, { enabled: !!taskId, staleTime: PREFETCHED_FRESH_MS });
export const useAttachments = (entryId: string | undefined) =>
  useCall(fillApi.attachmentList, { entryId: entryId ?? '' }, { enabled: !!entryId });
export const useApproverCandidates = (id: string, enabled: boolean) =>
  useCall(fillApi.approverCandidates, { id }, { enabled: !!id && enabled });
export const useTaskApprovals = (id: string) => useCall(fillApi.approvals, { id }, { enabled: !!id, retry: false });

/** What the entries of one section of a task are read with (or, with `subtree`, of the task and its subordinate tasks). */
export type EntriesQuery = {
  taskId: string;
  scope?: number;
  category?: number;
  subtree?: boolean;
  pageNo?: number;
  pageSize?: number;
};

const entryPageInput = (q: EntriesQuery) => ({
  taskId: q.taskId,
  pageNo: q.pageNo ?? 1,
  pageSize: q.pageSize ?? SECTION_PAGE_SIZE,
  ...(q.scope ? { scope: q.scope } : {}),
  ...(q.category ? { category: q.category } : {}),
  ...(q.subtree ? { subtree: 'true' as const } : {}),
});

/** The entries of one section of a task (or, with `subtree`, of the task and its subordinate tasks). */
export const useEntries = (q: EntriesQuery) =>
  useCall(fillApi.entryPage, entryPageInput(q), { enabled: !!q.taskId, staleTime: PREFETCHED_FRESH_MS });

/**
 * The task of the fill page, and what the page shows below it asked for the moment the task answers, before the page
 * renders with it: the offsets and the first page of the section open at first (`firstOf(task)`). Asked from the
 * rendered page, each read waited for a render of the whole task (a few hundred ms on a large task, issue 25).
 * Same cache entry as `useTaskDetail`.
 */
export function useTaskDetailAhead(id: string, firstOf: (task: InventoryTaskDetail) => EntriesQuery | undefined) {
  const client = useQueryClient();
  const input = { id };
  return useQuery({
    queryKey: queryKeyOf(fillApi.detail, input),
    queryFn: async () => {
      const task = await call(fillApi.detail, input);
      const ahead = <E extends Endpoint>(e: E, read: InputOf<E>) => {
        const queryKey = queryKeyOf(e, read);
        // once: a read already cached (or on its way) is the screen's own business
        if (!client.getQueryState(queryKey))
          void client.prefetchQuery({ queryKey, queryFn: () => call(e, read), staleTime: PREFETCHED_FRESH_MS });
      };
      const first = firstOf(task);
      if (first) ahead(fillApi.entryPage, entryPageInput(first));
      ahead(fillApi.offsetList, { taskId: task.id });
      return task;
    },
    enabled: !!id,
  });
}

/** Earlier tasks of the same organisation (copy from a previous period). */
export const useOrgTasks = (orgId: string | undefined) =>
  useCall(inventoryTaskContract.endpoints.page, { pageNo: 1, pageSize: 50, orgId: orgId ?? '' }, { enabled: !!orgId });

/** Library factors matching a keyword (the entry's factor picker). */
export const useFactorSearch = (keyword: string) =>
  useCall(factorContract.endpoints.page, { pageNo: 1, pageSize: 20, ...(keyword ? { keyword } : {}) });

/** Users matching a keyword (the collaborators picker). */
export const useUserSearch = (keyword: string, enabled: boolean) =>
  useCall(
    userContract.endpoints.page,
    { pageNo: 1, pageSize: 20, ...(keyword ? { searchValue: keyword } : {}) },
    { enabled, retry: false },
  );

export const useSaveEntry = () => useMutationCall(fillApi.entrySave);
export const useDeleteEntry = () => useMutationCall(fillApi.entryDelete);
export const useEditTask = () => useMutationCall(fillApi.edit);
export const useSaveOffset = () => useMutationCall(fillApi.offsetSave);
export const useDeleteOffset = () => useMutationCall(fillApi.offsetDelete);
export const useCopyTask = () => useMutationCall(fillApi.copy);
export const useSubmitTask = () => useMutationCall(fillApi.submit);
export const useWithdrawTask = () => useMutationCall(fillApi.withdraw);
export const useDeleteAttachment = () => useMutationCall(fillApi.attachmentDelete);

/** One source through the engine (nothing stored): the entry form's live preview. */
export const useCalcPreview = () => useMutation({ mutationFn: (body: CalcPreviewRequest) => call(calcContract.endpoints.preview, body) });
export const previewSource = (body: CalcPreviewRequest) => call(calcContract.endpoints.preview, body);

/** Uploads one attachment of an entry, with progress; the entry's list (and counts) refresh afterwards. */
export function useUploadAttachment() {
  const client = useQueryClient();
  return async (entryId: string, file: File, onProgress: UploadProgress) => {
    try {
      return await callUpload(fillApi.attachmentUpload, file, onProgress, {}, { entryId });
    } finally {
      await invalidateContracts(client, [inventoryTaskContract]);
    }
  };
}

export type { InventoryEntrySaveRequest };

/** An attachment's inline preview as an object URL (images and PDF; the caller revokes it). */
export const fetchPreviewUrl = (id: string): Promise<string> => fetchObjectUrl(fillApi.attachmentPreview.path, { id });

/** Saves an attachment (Content-Disposition: attachment). */
export const downloadAttachment = (id: string, name: string) =>
  downloadFile(fillApi.attachmentDownload.path, { query: { id }, fallbackName: name });
