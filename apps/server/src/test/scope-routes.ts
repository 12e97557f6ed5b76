/**
 * Registered routes the data-scope matrix does not call, each with why no organisation is
 * involved: they neither name an organisation nor return or change an org-owned record.
 * A new route must be exercised by the matrix or be added here with its reason
 * (data-scope-matrix.test.ts fails on an unclassified or stale entry).
 */
const SESSION = 'signing in and out, or the caller’s own session and password: no organisation';
const MENU = 'menus are global navigation rows';
const LOOKUP = 'dictionaries, positions and applications are global lookups';
const FACTOR = 'the emission-factor library is shared by every organisation';
const RATE = 'exchange rates are global reference data';
const TEMPLATE = 'carbon templates are group-wide definitions of the sections an entity type fills';
const SHEET_TEMPLATE = 'an empty import template: headers, the sheet definition’s fixed example row and instructions, no stored data';
const PROJECT_SETTINGS =
  'the group-wide discount rate, realisation threshold and default lifetimes of the project figures (one row, no organisation)';

export const ORG_FREE_ROUTES: Record<string, string> = {
  'GET /api/main/carbonTemplate/page': TEMPLATE,
  'GET /api/main/carbonTemplate/list': TEMPLATE,
  'GET /api/main/carbonTemplate/detail': TEMPLATE,
  'POST /api/main/carbonTemplate/add': TEMPLATE,
  'POST /api/main/carbonTemplate/edit': TEMPLATE,
  'POST /api/main/carbonTemplate/delete': TEMPLATE,
  'GET /api/main/inventoryEntry/template': 'an empty import template (headers and an example row)',
  'GET /api/main/project/template': SHEET_TEMPLATE,
  'GET /api/main/goal/control/template': SHEET_TEMPLATE,
  'GET /api/main/goal/reduction/template': SHEET_TEMPLATE,
  'GET /api/main/project/settings': PROJECT_SETTINGS,
  'POST /api/main/project/settingsEdit': PROJECT_SETTINGS,
  'POST /api/main/login': SESSION,
  'GET /api/main/getCaptchaOpen': SESSION,
  'GET /api/main/captcha': SESSION,
  'POST /api/main/captcha/get': SESSION,
  'GET /api/main/logout': SESSION,
  'GET /api/main/checkToken': SESSION,
  'GET /api/main/oauth/authorize': SESSION,
  'GET /api/main/oauth/getToken': SESSION,
  'POST /api/main/sysUser/updatePwd': SESSION,
  'GET /api/health': 'liveness: database kind and version only',
  'GET /api/main/import/progress': "the caller's own import jobs (kind, phase, counts), no organisation data",
  'GET /api/main/import/report': "the caller's own uploaded rows and their reasons, back to the one who uploaded them",
  'GET /api/main/sysUser/template': 'an empty import template (headers only)',
  'GET /api/main/sysMenu/list': MENU,
  'GET /api/main/sysMenu/tree': MENU,
  'GET /api/main/sysMenu/treeForGrant': MENU,
  'POST /api/main/sysMenu/detail': MENU,
  'POST /api/main/sysMenu/add': MENU,
  'POST /api/main/sysMenu/edit': MENU,
  'POST /api/main/sysMenu/delete': MENU,
  'GET /api/main/sysDictType/dropDown': LOOKUP,
  'GET /api/main/sysDictType/tree': LOOKUP,
  'GET /api/main/sysPos/list': LOOKUP,
  'GET /api/main/sysApp/list': LOOKUP,
  'GET /api/main/sysPos/page': LOOKUP,
  'POST /api/main/sysPos/add': LOOKUP,
  'POST /api/main/sysPos/edit': LOOKUP,
  'POST /api/main/sysPos/delete': LOOKUP,
  'GET /api/main/sysDictType/page': LOOKUP,
  'POST /api/main/sysDictType/add': LOOKUP,
  'POST /api/main/sysDictType/edit': LOOKUP,
  'POST /api/main/sysDictType/delete': LOOKUP,
  'GET /api/main/sysDictData/page': LOOKUP,
  'POST /api/main/sysDictData/add': LOOKUP,
  'POST /api/main/sysDictData/edit': LOOKUP,
  'POST /api/main/sysDictData/delete': LOOKUP,
  'GET /api/main/sysAudit/verify': 'checks the hash chain of the whole trail and answers counts only, no records',
  'GET /api/main/factor/page': FACTOR,
  'GET /api/main/factor/detail': FACTOR,
  'GET /api/main/factor/versions': FACTOR,
  'POST /api/main/factor/add': FACTOR,
  'POST /api/main/factor/edit': FACTOR,
  'POST /api/main/factor/delete': FACTOR,
  'POST /api/main/factor/import': FACTOR,
  'GET /api/main/factor/export': FACTOR,
  'GET /api/main/factor/template': FACTOR,
  'GET /api/main/exchangeRate/page': RATE,
  'GET /api/main/exchangeRate/detail': RATE,
  'POST /api/main/exchangeRate/add': RATE,
  'POST /api/main/exchangeRate/edit': RATE,
  'POST /api/main/exchangeRate/delete': RATE,
  'POST /api/main/exchangeRate/import': RATE,
  'GET /api/main/exchangeRate/export': RATE,
  'GET /api/main/exchangeRate/template': RATE,
  'POST /api/main/calc/preview': 'a live calculation: nothing stored, no organisation',
};
