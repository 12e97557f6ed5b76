import type {} from 'fastify';
import type { Access, Locale } from '@carbon/domain';

/**
 * What a route needs from its caller (route registry, ADR 002), as its contract declares it:
 * 'public' — anyone; 'authenticated' — any live session; `module:action` — a button
 * permission the caller's roles must grant.
 */
export type Permission = Access;

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
    duringPasswordChange?: boolean | undefined;
    /** The audit entity the contract declares (false: changes nothing); the audit matrix reads it. */
    audit?: string | false | undefined;
    /** Message key of the guard's 1013002 for this route (the contract's `denied`). */
    denied?: string | undefined;
    /** The contract's tag: field labels a module words its own way (`field.<tag>.<name>`). */
    tag?: string | undefined;
  }
  interface FastifyRequest {
    locale: Locale;
    user: AuthUser | null;
  }
}
