import { defineDomainModule, route } from '../shared/index.js';
import { displayContract } from './display.contract.js';
import { displayMessages } from './display.messages.js';

/**
 * The cockpit and the map of parks (issue 14, spec §2 /cockpit and /map): display links that open the cockpit of one
 * subtree without sign-in, and base maps an administrator may replace with an approved GeoJSON. It predates the
 * manifest (ADR 020): its contract keeps its place after the dashboard's (the seeded sort of its buttons), its two
 * standalone pages theirs after the sign-in page.
 */
export const displayModule = defineDomainModule({
  name: 'display',
  contracts: [displayContract],
  contractsAfter: 'dashboard',
  menus: [
    {
      // anonymous: a display link opens it without sign-in (?display=<token>); without one the page sends the visitor to /login
      route: route('cockpit', '/cockpit', null, { visible: false, standalone: true, anonymous: true }),
      title: ['驾驶舱', 'Cockpit', '駕駛艙'],
      after: 'login',
    },
    { route: route('map', '/map', null, { visible: false, standalone: true }), title: ['地图', 'Map', '地圖'], after: 'login' },
  ],
  permissions: {
    'display:link': ['管理大屏展示链接', 'Manage cockpit display links', '管理大屏展示連結'],
    'display:geo': ['上传审图底图', 'Upload approved base maps', '上傳審圖底圖'],
  },
  fields: {
    linkId: ['展示链接', 'Display link', '展示連結'],
    map: ['底图', 'Base map', '底圖'],
    'display.token': ['展示链接', 'Display link', '展示連結'],
    'display.name': ['链接名称', 'Link name', '連結名稱'],
    'display.orgId': ['展示的组织', 'Organisation shown', '展示的組織'],
  },
  catalogues: { display: displayMessages },
});
