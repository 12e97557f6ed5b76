import type { QueryClient } from '@tanstack/react-query';
import { authContract, type LoginUser } from '@carbon/domain';
import { fetchCall, queryKeyOf, useCall } from './query';
import { hasToken } from './session';

/** getLoginUser's shape is the shared zod contract in @carbon/domain (contract §4.1 plus mustChangePassword). */
export type { LoginMenu, LoginUser } from '@carbon/domain';

const getLoginUser = authContract.endpoints.getLoginUser;

/** The signed-in user's cache key (the endpoint's, so invalidating the auth contract refreshes it too). */
export const LOGIN_USER_KEY = queryKeyOf(getLoginUser);

/** Loads (or reuses) the signed-in user; call after setting a fresh token. */
export function loadLoginUser(client: QueryClient): Promise<LoginUser> {
  return fetchCall(client, getLoginUser, undefined);
}

/** The signed-in user; refetched only on demand (after a password change, a new login). */
export function useLoginUser() {
  return useCall(getLoginUser, undefined, { enabled: hasToken(), staleTime: Infinity, retry: false });
}
