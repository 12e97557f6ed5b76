import { defineContract } from '../shared/index.js';
import { dashboardProgress, dashboardQuery, dashboardSourceTypes, dashboardSummary, dashboardTargets } from './dashboard.schema.js';

const json = (path: string) => `/api/main/dashboard/${path}`;

/**
 * The dashboard (issue 14, route `/`): every signed-in user's home page. Reading only, within
 * the caller's data scope (an organisation outside it: 1013003); figures from the approved
 * inventories' kept roll-ups, goals and projects read through their modules' services.
 */
export const dashboardContract = defineContract('dashboard', 'dashboard', {
  summary: { method: 'GET', path: json('summary'), permission: 'authenticated', query: dashboardQuery, response: dashboardSummary },
  sourceTypes: {
    method: 'GET',
    path: json('sourceTypes'),
    permission: 'authenticated',
    query: dashboardQuery,
    response: dashboardSourceTypes,
  },
  targets: { method: 'GET', path: json('targets'), permission: 'authenticated', query: dashboardQuery, response: dashboardTargets },
  progress: { method: 'GET', path: json('progress'), permission: 'authenticated', query: dashboardQuery, response: dashboardProgress },
});
