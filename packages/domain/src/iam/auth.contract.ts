import { z } from 'zod';
import { defineContract } from '../shared/index.js';
import {
  captchaAnswer,
  captchaGetRequest,
  loginRequest,
  loginUser,
  oauthAuthorizeResult,
  oauthTokenQuery,
  updatePasswordRequest,
} from './auth.schema.js';

/**
 * The session API, spec §7 (contract §3, §4): sign-in (password, captcha, external link),
 * sign-out, the signed-in user, and the caller's own password change. No page: these
 * belong to every signed-in user, not to a button.
 */
export const authContract = defineContract('auth', undefined, {
  /** Sign-ins, their failures and sign-outs are audited as `session` records. */
  login: { method: 'POST', path: '/api/main/login', permission: 'public', body: loginRequest, response: z.string(), audit: 'session' },
  getCaptchaOpen: { method: 'GET', path: '/api/main/getCaptchaOpen', permission: 'public', response: z.boolean() },
  /** A fresh image captcha; null when the captcha is off (then nothing is stored). */
  captcha: { method: 'GET', path: '/api/main/captcha', permission: 'public', response: captchaAnswer },
  /**
   * The XiaoNuo 1.x login page posts here (AJ-Captcha's endpoint) when it opens: answered in the
   * envelope with the same as GET captcha, so that page loads without an error.
   */
  captchaGet: {
    method: 'POST',
    path: '/api/main/captcha/get',
    permission: 'public',
    body: captchaGetRequest,
    response: captchaAnswer,
    audit: false,
  },
  logout: { method: 'GET', path: '/api/main/logout', permission: 'public', response: z.null() },
  getLoginUser: {
    method: 'GET',
    path: '/api/main/getLoginUser',
    permission: 'authenticated',
    duringPasswordChange: true,
    response: loginUser,
  },
  checkToken: {
    method: 'GET',
    path: '/api/main/checkToken',
    permission: 'authenticated',
    duringPasswordChange: true,
    response: z.boolean(),
  },
  /**
   * Starts the external-link (OIDC) sign-in: the provider's authorization URL with a `state` and
   * a `nonce` made for this browser (bound to it by an HttpOnly cookie), valid for 10 minutes.
   */
  oauthAuthorize: { method: 'GET', path: '/api/main/oauth/authorize', permission: 'public', response: oauthAuthorizeResult },
  /** The external-link (OIDC) sign-in: the provider's code and the state from oauth/authorize → the JWT. */
  oauthToken: { method: 'GET', path: '/api/main/oauth/getToken', permission: 'public', query: oauthTokenQuery, response: z.string() },
  /** The caller's own password (`password` is the current one); reachable before the first change. */
  updatePwd: {
    method: 'POST',
    path: '/api/main/sysUser/updatePwd',
    permission: 'authenticated',
    duringPasswordChange: true,
    body: updatePasswordRequest,
    response: z.null(),
    audit: 'sysUser',
  },
});
