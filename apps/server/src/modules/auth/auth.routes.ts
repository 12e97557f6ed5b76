import type { FastifyRequest } from 'fastify';
import { authContract as c } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import { bearerToken, currentUser } from '../../platform/auth/guard.js';
import type { Kit } from '../../services.js';
import type { LoginMeta } from './auth.service.js';

const meta = (req: FastifyRequest): LoginMeta => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? ''), requestId: req.id });

/** Session API: registers `authContract` (domain). */
export function authRoutes(
  app: App,
  { auth, loginUser, oidc, captchaOpen, context }: Pick<Kit, 'auth' | 'loginUser' | 'oidc' | 'captchaOpen' | 'context'>,
): void {
  const e = c.endpoints;

  route(app, e.login, (req) => auth.login(req.body, meta(req)));
  route(app, e.getCaptchaOpen, () => captchaOpen);
  route(app, e.captcha, () => auth.createCaptcha());
  route(app, e.captchaGet, () => auth.createCaptcha());
  route(app, e.logout, async (req) => {
    await auth.logout(bearerToken(req), meta(req));
    return null;
  });
  route(app, e.getLoginUser, (req) => loginUser.get(currentUser(req), req.locale));
  route(app, e.checkToken, () => true);
  route(app, e.oauthAuthorize, async (req, reply) => {
    const { url, setCookie } = await oidc.authorize(req.protocol === 'https');
    reply.header('set-cookie', setCookie);
    return { url };
  });
  route(app, e.oauthToken, async (req, reply) => {
    reply.header('set-cookie', oidc.clearCookie(req.protocol === 'https')); // the binding is single-use
    const account = await oidc.accountForCode(req.query.code, req.query.state, req.headers.cookie);
    return auth.loginExternal(account, meta(req));
  });
  route(app, e.updatePwd, async (req) => {
    await auth.changeOwnPassword(context(req), req.body);
    return null;
  });
}
