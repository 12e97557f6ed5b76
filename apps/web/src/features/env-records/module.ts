import type { PageLoader } from '../../components/lazy-page';

/** The feature's pages by route code (ADR 020): the page registry finds every `features/<feature>/module.ts`. */
export const pages: Readonly<Record<string, PageLoader>> = {
  envWaste: () => import('./components/waste/env-waste-page').then((m) => ({ default: m.EnvWastePage })),
  envPermit: () => import('./components/permit/env-permit-page').then((m) => ({ default: m.EnvPermitPage })),
  emergencyPlan: () => import('./components/plan/emergency-plan-page').then((m) => ({ default: m.EmergencyPlanPage })),
  envHonor: () => import('./components/honor/env-honor-page').then((m) => ({ default: m.EnvHonorPage })),
  apply: () => import('./components/permit/apply-page').then((m) => ({ default: m.ApplyPage })),
};
