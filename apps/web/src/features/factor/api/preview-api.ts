import { useMutation } from '@tanstack/react-query';
import { calcContract, type CalcPreviewRequest } from '@carbon/domain';
import { call } from '../../../lib/api';

/** One emission source through the engine; nothing is stored, so no cached read goes stale. */
export function useCalcPreview() {
  return useMutation({ mutationFn: (body: CalcPreviewRequest) => call(calcContract.endpoints.preview, body) });
}
