import { defineModule } from '../../platform/module.js';
import { authRoutes } from './auth.routes.js';

/**
 * Sign-in, sessions and the signed-in user's own data (spec §3.1). Its services are the kit's (services.ts): the
 * sign-in service needs what the composition root is given from outside (the captcha, `fetch` for OIDC), and the
 * workbench reads the signed-in user.
 */
export const authModule = defineModule({ name: 'auth', services: () => ({}), routes: authRoutes });
