import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type LoginInput = { account: string; password: string; code?: string; captchaId?: string };
export type Captcha = { captchaId: string; svg: string };

/** Whether the server wants a captcha at login (GET /getCaptchaOpen). */
export function useCaptchaOpen() {
  return useQuery({
    queryKey: ['captchaOpen'],
    queryFn: () => api.get<boolean>('/getCaptchaOpen', undefined, { skipAuthHandling: true }),
    staleTime: 60_000,
  });
}

/** A fresh captcha image; refetch() after each failed attempt, since a captcha is used once. */
export function useCaptcha(enabled: boolean) {
  return useQuery({
    queryKey: ['captcha'],
    queryFn: () => api.get<Captcha>('/captcha', undefined, { skipAuthHandling: true }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** POST /login → the JWT. Login reports its own errors, so auth-code redirects are off. */
export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<string>('/login', input, { skipAuthHandling: true }),
  });
}
