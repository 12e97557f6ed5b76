import { z } from 'zod';
import { captchaChallenge, loginRequest, loginUser, oauthTokenQuery, updatePasswordRequest } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { bearerToken, currentUser } from '../../platform/auth/guard.js';
import type { AuthService } from './auth.service.js';
import type { LoginUserService } from './login-user.service.js';
import type { OidcClient } from './oidc.js';

type Deps = { auth: AuthService; loginUser: LoginUserService; oidc: OidcClient; captchaOpen: boolean };
const tags = ['session'];
const meta = (req: { id: string; ip: string; headers: Record<string, string | string[] | undefined> }) => ({
  ip: req.ip,
  userAgent: String(req.headers['user-agent'] ?? ''),
  requestId: req.id,
});

/** Session API, spec §7 (contract §3, §4). */
export function authRoutes(app: App, deps: Deps) {
  app.post(
    '/api/main/login',
    { config: { permission: 'public' }, schema: { tags, body: loginRequest, response: { 200: envelope(z.string()) } } },
    async (req) => ok(req.locale, await deps.auth.login(req.body, meta(req))),
  );

  app.get(
    '/api/main/getCaptchaOpen',
    { config: { permission: 'public' }, schema: { tags, response: { 200: envelope(z.boolean()) } } },
    async (req) => ok(req.locale, deps.captchaOpen),
  );

  app.get(
    '/api/main/captcha',
    { config: { permission: 'public' }, schema: { tags, response: { 200: envelope(captchaChallenge) } } },
    async (req) => ok(req.locale, await deps.auth.createCaptcha()),
  );

  app.get(
    '/api/main/logout',
    { config: { permission: 'public' }, schema: { tags, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await deps.auth.logout(bearerToken(req), meta(req));
      return ok(req.locale, null);
    },
  );

  app.get(
    '/api/main/getLoginUser',
    { config: { permission: 'authenticated', duringPasswordChange: true }, schema: { tags, response: { 200: envelope(loginUser) } } },
    async (req) => ok(req.locale, await deps.loginUser.get(currentUser(req), req.locale)),
  );

  app.get(
    '/api/main/checkToken',
    { config: { permission: 'authenticated', duringPasswordChange: true }, schema: { tags, response: { 200: envelope(z.boolean()) } } },
    async (req) => ok(req.locale, true),
  );

  app.get(
    '/api/main/oauth/getToken',
    { config: { permission: 'public' }, schema: { tags, querystring: oauthTokenQuery, response: { 200: envelope(z.string()) } } },
    async (req) => {
      const account = await deps.oidc.accountForCode(req.query.code);
      return ok(req.locale, await deps.auth.loginExternal(account, meta(req)));
    },
  );

  app.post(
    '/api/main/sysUser/updatePwd',
    {
      config: { permission: 'authenticated', duringPasswordChange: true },
      schema: { tags, body: updatePasswordRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      const { id, password, newPassword } = req.body;
      await deps.auth.changeOwnPassword(currentUser(req), Number(id), password, newPassword);
      return ok(req.locale, null);
    },
  );
}
