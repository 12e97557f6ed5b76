import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from './api';
import { hasToken } from './session';

/** One entry of getLoginUser.menus (contract §4.4): `name` is the route code. */
export type LoginMenu = {
  id: string;
  pid: string;
  name: string;
  path: string | null;
  component: string | null;
  redirect: string | null;
  hidden: boolean;
  meta: { title: string; icon: string | null; show: boolean; target: string | null; link: string | null };
};

/** GET /getLoginUser as the shell uses it (contract §4.1 plus mustChangePassword). */
export type LoginUser = {
  id: string;
  account: string;
  name: string;
  nickName: string | null;
  email: string | null;
  phone: string | null;
  tel: string | null;
  /** 1 super admin, 2 other. */
  adminType: number;
  /** 1 administrator, 2 manager, 3 common user. */
  userType: number;
  mustChangePassword: boolean;
  loginEmpInfo: {
    jobNum: string | null;
    orgId: string | null;
    orgName: string | null;
    extOrgPos: unknown[];
    positions: Array<{ posCode: string; posName: string }>;
  } | null;
  roles: Array<{ id: string; code: string; name: string }>;
  permissions: string[];
  menus: LoginMenu[];
  dataScopes: string[];
  apps: Array<{ code: string; name: string; active: boolean }>;
};

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
