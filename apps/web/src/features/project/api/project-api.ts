import { useQueryClient } from '@tanstack/react-query';
import { projectContract, projectOverviewContract, type ProjectAttachmentKind } from '@carbon/domain';
import { callUpload, type UploadProgress } from '../../../lib/api';
import { downloadFile, fetchObjectUrl } from '../../../lib/download';
import { invalidateContracts, useCall, useMutationCall } from '../../../lib/query';

/** The energy-saving project endpoints (the domain's contract). */
export const projectApi = projectContract.endpoints;
/** The list's Excel export, template and import (the overview contract, same page). */
export const projectFileApi = projectOverviewContract.endpoints;

export const useProjectDetail = (id: string | undefined) => useCall(projectApi.detail, { id: id ?? '' }, { enabled: !!id, retry: false });
export const useProjectSettings = () => useCall(projectApi.settings, undefined, { staleTime: 60_000 });
export const useProjectApprovals = (id: string) => useCall(projectApi.approvals, { id }, { enabled: !!id, retry: false });
export const useReviewerCandidates = (orgId: string | undefined) =>
  useCall(projectApi.reviewerCandidates, { orgId: orgId ?? '' }, { enabled: !!orgId, retry: false });

export const useAddProject = () => useMutationCall(projectApi.add);
export const useEditProject = () => useMutationCall(projectApi.edit);
export const useDeleteProjects = () => useMutationCall(projectApi.delete);
export const useSubmitProject = () => useMutationCall(projectApi.submit);
export const useChangeStatus = () => useMutationCall(projectApi.changeStatus);
export const useMeasure = () => useMutationCall(projectApi.measure);
export const useDeleteMeasurement = () => useMutationCall(projectApi.deleteMeasurement);
export const useDeleteProjectAttachment = () => useMutationCall(projectApi.deleteAttachment);

/** Uploads one file of a project, with progress; the project's reads refresh afterwards (also after a failure). */
export function useUploadProjectFile() {
  const client = useQueryClient();
  return async (id: string, kind: ProjectAttachmentKind, file: File, onProgress: UploadProgress) => {
    try {
      return await callUpload(projectApi.upload, file, onProgress, {}, { id, kind });
    } finally {
      await invalidateContracts(client, [projectContract]);
    }
  };
}

/** Saves an attachment (Content-Disposition: attachment). */
export const downloadProjectFile = (id: string, name: string) =>
  downloadFile(projectApi.download.path, { query: { id }, fallbackName: name });

/** An attachment as an object URL for the inline preview (images and PDF; the caller revokes it). */
export const fetchProjectFileUrl = (id: string): Promise<string> => fetchObjectUrl(projectApi.download.path, { id });
