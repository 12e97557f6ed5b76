import { authContract, type InputOf } from '@carbon/domain';
import { useMutationCall } from '../../../lib/query';

export type UpdatePasswordInput = InputOf<typeof authContract.endpoints.updatePwd>;

/** The caller's own password: `password` is the current one (contract §5.2). */
export const useUpdatePassword = () => useMutationCall(authContract.endpoints.updatePwd);
