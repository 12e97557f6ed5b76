import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type UpdatePasswordInput = { id: string; password: string; newPassword: string };

/** POST /sysUser/updatePwd: `password` is the current one (contract §5.2). */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (input: UpdatePasswordInput) => api.post<null>('/sysUser/updatePwd', input),
  });
}
