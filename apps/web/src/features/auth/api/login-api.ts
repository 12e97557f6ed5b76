import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DataOf, InputOf, LoginUser } from '@carbon/domain';
import { call } from '../../../lib/api';
import { authEndpoints } from '../../../lib/auth-endpoints';
import { fetchCall, queryKeyOf } from '../../../lib/query-key';

/**
 * The session endpoints, from the domain's contract without its zod schemas (lib/auth-endpoints;
 * issue 14). Only this contract: the login page reads through lib/query-key, not lib/query (issue 8).
 */
const e = authEndpoints;

export type LoginInput = InputOf<typeof e.login>;
export type Captcha = DataOf<typeof e.captcha>;

/** The sign-in page reports its own errors: no sign-in-again redirects from these calls. */
const own = { skipAuthHandling: true };

/** Whether the server wants a captcha at login. */
export function useCaptchaOpen() {
  return useQuery({ queryKey: queryKeyOf(e.getCaptchaOpen), queryFn: () => call(e.getCaptchaOpen, undefined, own), staleTime: 60_000 });
}

/** A fresh captcha image; refetch() after each failed attempt, since a captcha is used once. */
export function useCaptcha(enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(e.captcha),
    queryFn: () => call(e.captcha, undefined, own),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** Signs in → the JWT. */
export function useLogin() {
  return useMutation({ mutationFn: (input: LoginInput) => call(e.login, input, own) });
}

/**
 * Loads the signed-in user into the shared cache (the key lib/login-user reads), after a
 * fresh token: the shell then opens without asking again.
 */
export function loadSignedInUser(client: QueryClient): Promise<LoginUser> {
  return fetchCall(client, e.getLoginUser, undefined);
}
