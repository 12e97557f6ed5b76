import { useCallback } from 'react';
import type { ButtonPermission } from '@carbon/domain';
import { useLoginUser } from '../lib/login-user';
import { hasPerm } from '../lib/permissions';

/** `can(code)`: whether the signed-in user holds button permission `code` (display only); a mistyped code does not compile. */
export function usePerm(): (code: ButtonPermission) => boolean {
  const { data } = useLoginUser();
  return useCallback((code: ButtonPermission) => hasPerm(data, code), [data]);
}
