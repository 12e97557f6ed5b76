import type {} from 'fastify';
import type { Locale } from '@carbon/domain';

/**
 * What a route needs from its caller (route registry, ADR 002):
 * 'public' — anyone; 'authenticated' — any live session; any other string — a button
 * permission code such as 'sysUser:page' that the caller's roles must grant.
 */
export type Permission = 'public' | 'authenticated' | (string & {});

/** The signed-in caller, loaded from the session row on every request. */
export type AuthUser = {
  id: number;
  sessionId: string;
  account: string;
  name: string;
  adminType: number;
  userType: number;
  orgId: number | null;
  mustChangePassword: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
    /** Reachable while the password must still be changed (getLoginUser, updatePwd, logout). */
    duringPasswordChange?: boolean;
  }
  interface FastifyRequest {
    locale: Locale;
    user: AuthUser | null;
  }
}
