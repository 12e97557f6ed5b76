import { defineContract } from '../shared/index.js';
import {
  achievementByYear,
  achievementByYearQuery,
  achievementQuery,
  achievementResult,
  forecastResult,
  reductionAchievementByYear,
  reductionAchievementResult,
  renewableResult,
  trajectoryQuery,
  trajectoryResult,
  whatIfRequest,
  whatIfResult,
} from './achievement.schema.js';

const json = (path: string) => `/api/main/goal/${path}`;

/**
 * Goal achievement (issue 13): control targets against approved actuals by month, by year and
 * by organisation (Absolute_CASOAA), with the forecast, the what-if and the trajectory;
 * reduction targets against the projects' estimated and realised reductions (Reduce_GAS);
 * renewable electricity (renewable_Energy). Reading only: every view is in the caller's data
 * scope (an organisation outside it: 1013003), and the what-if POST changes nothing.
 */
export const goalAchievementContract = defineContract('goalAchievement', 'Absolute_CASOAA', {
  achievement: {
    method: 'GET',
    path: json('achievement'),
    permission: 'authenticated',
    query: achievementQuery,
    response: achievementResult,
  },
  achievementByYear: {
    method: 'GET',
    path: json('achievementByYear'),
    permission: 'authenticated',
    query: achievementByYearQuery,
    response: achievementByYear,
  },
  achievementExport: {
    method: 'GET',
    path: json('achievementExport'),
    permission: 'goal:achievementExport',
    kind: 'file',
    query: achievementQuery,
  },
  forecast: { method: 'GET', path: json('forecast'), permission: 'authenticated', query: achievementQuery, response: forecastResult },
  whatIf: { method: 'POST', path: json('whatIf'), permission: 'authenticated', body: whatIfRequest, response: whatIfResult, audit: false },
  trajectory: { method: 'GET', path: json('trajectory'), permission: 'authenticated', query: trajectoryQuery, response: trajectoryResult },
  reductionAchievement: {
    method: 'GET',
    path: json('reductionAchievement'),
    permission: 'authenticated',
    query: achievementQuery,
    response: reductionAchievementResult,
    page: 'Reduce_GAS',
  },
  reductionAchievementByYear: {
    method: 'GET',
    path: json('reductionAchievementByYear'),
    permission: 'authenticated',
    query: achievementByYearQuery,
    response: reductionAchievementByYear,
    page: 'Reduce_GAS',
  },
  reductionAchievementExport: {
    method: 'GET',
    path: json('reductionAchievementExport'),
    permission: 'goal:reductionAchievementExport',
    kind: 'file',
    query: achievementQuery,
    page: 'Reduce_GAS',
  },
  renewable: {
    method: 'GET',
    path: json('renewable'),
    permission: 'authenticated',
    query: achievementQuery,
    response: renewableResult,
    page: 'renewable_Energy',
  },
});
