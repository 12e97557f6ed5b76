import { useMutation } from '@tanstack/react-query';
import type { CalcPreviewRequest, EmissionResultWire } from '@carbon/domain';
import { api } from '../../../lib/api';

export const PREVIEW_PATH = '/calc/preview';

/** POST /calc/preview: one emission source through the engine, nothing stored. */
export function useCalcPreview() {
  return useMutation({
    mutationFn: (body: CalcPreviewRequest) => api.post<EmissionResultWire>(PREVIEW_PATH, body),
  });
}
