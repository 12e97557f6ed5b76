import type { Catalogue } from '../locale.js';
import { DOMAIN_MODULES } from '../../modules.js';

/**
 * Menu titles (`menu.<code>`) for every route code of iam/routes.ts, used by the web
 * shell (menu, breadcrumb) and by the server (seeded menu names). Meanings follow the
 * route table of spec §2. One row per code keeps the three languages side by side.
 */
const TITLES: ReadonlyArray<readonly [code: string, zhCN: string, enUS: string, zhTW: string]> = [
  ['dashboard', '首页', 'Home', '首頁'],
  ['login', '登录', 'Sign in', '登入'],
  ['preview', '预览', 'Preview', '預覽'],
  ['userInfo', '个人中心', 'Personal centre', '個人中心'],
];

function build(): Catalogue {
  const out: Catalogue = { 'zh-CN': {}, 'en-US': {}, 'zh-TW': {} };
  const modules = DOMAIN_MODULES.flatMap((m) => m.menus.map((x) => [x.route.code, ...x.title] as const));
  for (const [code, zhCN, enUS, zhTW] of [...TITLES, ...modules]) {
    out['zh-CN'][`menu.${code}`] = zhCN;
    out['en-US'][`menu.${code}`] = enUS;
    out['zh-TW'][`menu.${code}`] = zhTW;
  }
  return out;
}

export const menusMessages: Catalogue = build();
