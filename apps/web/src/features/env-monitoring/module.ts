import type { PageLoader } from '../../components/lazy-page';

/** The feature's pages by route code (ADR 020): the page registry finds every `features/<feature>/module.ts`. */
export const pages: Readonly<Record<string, PageLoader>> = {
  envPoint: () => import('./components/points/env-point-page').then((m) => ({ default: m.EnvPointPage })),
  envData: () => import('./components/data/env-data-page').then((m) => ({ default: m.EnvDataPage })),
  alarmLog: () => import('./components/alarms/alarm-log-page').then((m) => ({ default: m.AlarmLogPage })),
};
