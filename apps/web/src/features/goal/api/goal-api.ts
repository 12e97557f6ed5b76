import { goalContract, orgContract, type GoalKind } from '@carbon/domain';
import { callUpload, type UploadProgress } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { useCall, useMutationCall } from '../../../lib/query';

/** Goal setting's endpoints (issue 13), from the domain's contract. */
export const goalApi = goalContract.endpoints;

/** The two setting screens: absolute control (Absolute_Control) and project reduction (Project_Goal). */
export type SettingKind = 'control' | 'reduction';
export const GOAL_KIND_OF: Record<SettingKind, GoalKind> = { control: 'absolute_control', reduction: 'project_reduction' };

/** The endpoints of one setting screen. */
export const settingEndpoints = (kind: SettingKind) =>
  kind === 'control'
    ? {
        get: goalApi.controlGet,
        assigned: goalApi.controlAssigned,
        save: goalApi.controlSave,
        import: goalApi.controlImport,
        export: goalApi.controlExport,
        template: goalApi.controlTemplate,
        upload: goalApi.controlUpload,
      }
    : {
        get: goalApi.reductionGet,
        assigned: goalApi.reductionAssigned,
        save: goalApi.reductionSave,
        import: goalApi.reductionImport,
        export: goalApi.reductionExport,
        template: goalApi.reductionTemplate,
        upload: goalApi.reductionUpload,
      };

/** The organisations the caller sees, with their types (data-scoped by the server). */
export const useOrgTypeTree = () => useCall(orgContract.endpoints.treeWithPark, undefined, { staleTime: 60_000 });

export const useControlGoals = (year: number) => useCall(goalApi.controlGet, { year }, { retry: false });
export const useReductionGoals = (year: number) => useCall(goalApi.reductionGet, { year }, { retry: false });

/** What `orgId`'s level was handed to split (null: nothing to ask). */
export const useControlAssigned = (year: number, orgId: string | null) =>
  useCall(goalApi.controlAssigned, { year, orgId: orgId ?? '' }, { enabled: !!orgId, retry: false });
export const useReductionAssigned = (year: number, orgId: string | null) =>
  useCall(goalApi.reductionAssigned, { year, orgId: orgId ?? '' }, { enabled: !!orgId, retry: false });

export const useSaveControl = () => useMutationCall(goalApi.controlSave);
export const useSaveReduction = () => useMutationCall(goalApi.reductionSave);

/** Every submission of one organisation's row (newest first); asked for only while open. */
export const useRevisions = (q: { orgId: string; year: number; kind: SettingKind } | null) =>
  useCall(
    goalApi.revisions,
    { orgId: q?.orgId ?? '', year: q?.year ?? 0, kind: GOAL_KIND_OF[q?.kind ?? 'control'] },
    { enabled: !!q, retry: false },
  );

/** Uploads the goal file of a form (year and the organisation whose form it is), with progress. */
export const uploadGoalFile = (kind: SettingKind, q: { year: number; orgId: string }, file: File, onProgress: UploadProgress) =>
  callUpload(settingEndpoints(kind).upload, file, onProgress, undefined, q);

/** Saves a goal file (Content-Disposition: attachment). */
export const downloadGoalFile = (id: string, name: string) =>
  downloadFile(goalApi.fileDownload.path, { query: { id }, fallbackName: name });
