import { z } from 'zod';
import { idString } from '../shared/envelope.js';
import { userContactFields } from './user.schema.js';

/** Request and response shapes of the session API (contract §3, §4). */
export const loginRequest = z.object({
  account: z.string().max(64).optional().default(''),
  password: z.string().max(128).optional().default(''),
  /** The captcha answer, read only when the captcha is switched on. */
  code: z.string().max(16).optional(),
  captchaId: z.string().max(64).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const captchaChallenge = z.object({ captchaId: z.string(), svg: z.string() });
/** A challenge, or null when the captcha is switched off (nothing to solve, nothing stored). */
export const captchaAnswer = captchaChallenge.nullable();
/** What the XiaoNuo 1.x login page posts to captcha/get (AJ-Captcha); read for nothing but accepted. */
export const captchaGetRequest = z
  .object({
    captchaType: z.string().max(32).optional(),
    clientUid: z.string().max(128).optional(),
    ts: z.union([z.number(), z.string().max(32)]).optional(),
  })
  .nullish();

export const loginMenu = z.object({
  id: z.string(),
  pid: z.string(),
  /** The route name (menu code). */
  name: z.string(),
  path: z.string(),
  component: z.string().nullable(),
  redirect: z.string().nullable(),
  hidden: z.boolean(),
  meta: z.object({
    title: z.string(),
    icon: z.string().nullable(),
    show: z.boolean(),
    target: z.string().nullable(),
    link: z.string().nullable(),
  }),
});
export type LoginMenu = z.infer<typeof loginMenu>;

export const loginUser = z.object({
  ...userContactFields,
  avatar: z.string().nullable(),
  adminType: z.number().int(),
  userType: z.number().int(),
  mustChangePassword: z.boolean(),
  lastLoginIp: z.string().nullable(),
  lastLoginTime: z.string().nullable(),
  loginEmpInfo: z.object({
    jobNum: z.string().nullable(),
    orgId: z.string().nullable(),
    orgName: z.string().nullable(),
    extOrgPos: z.array(z.object({ orgCode: z.string(), orgName: z.string(), posCode: z.string(), posName: z.string() })),
    positions: z.array(z.object({ posCode: z.string(), posName: z.string() })),
  }),
  apps: z.array(z.object({ code: z.string(), name: z.string(), active: z.boolean() })),
  roles: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
  permissions: z.array(z.string()),
  menus: z.array(loginMenu),
  dataScopes: z.array(z.string()),
});
export type LoginUser = z.infer<typeof loginUser>;

export const updatePasswordRequest = z.object({
  id: idString,
  password: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
});

/** The provider's code and the `state` that oauth/authorize issued (checked on the server with its nonce). */
export const oauthTokenQuery = z.object({ code: z.string().min(1).max(2048), state: z.string().max(512).optional() });
/** Where to send the browser to sign in at the provider (state and nonce included). */
export const oauthAuthorizeResult = z.object({ url: z.string() });
