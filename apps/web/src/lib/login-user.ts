import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from './api';
import { hasToken } from './session';
import type { LoginUser } from '@carbon/domain';

/** getLoginUser's shape is the shared zod contract in @carbon/domain (contract §4.1 plus mustChangePassword). */
export type { LoginMenu, LoginUser } from '@carbon/domain';

export const LOGIN_USER_KEY = ['loginUser'] as const;

export function fetchLoginUser(): Promise<LoginUser> {
  return api.get<LoginUser>('/getLoginUser');
}

/** Loads (or reuses) the signed-in user; call after setting a fresh token. */
export function loadLoginUser(client: QueryClient): Promise<LoginUser> {
  return client.fetchQuery({ queryKey: LOGIN_USER_KEY, queryFn: fetchLoginUser, staleTime: 0 });
}

/** The signed-in user; refetched only on demand (after a password change, a new login). */
export function useLoginUser() {
  return useQuery({ queryKey: LOGIN_USER_KEY, queryFn: fetchLoginUser, enabled: hasToken(), staleTime: Infinity, retry: false });
}
