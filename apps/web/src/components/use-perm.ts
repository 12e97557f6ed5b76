import { useCallback } from 'react';
import { useLoginUser } from '../lib/login-user';
import { hasPerm } from '../lib/permissions';

/** `can(code)`: whether the signed-in user holds button permission `code` (display only). */
export function usePerm(): (code: string) => boolean {
  const { data } = useLoginUser();
  return useCallback((code: string) => hasPerm(data, code), [data]);
}
