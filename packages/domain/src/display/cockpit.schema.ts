import { z } from 'zod';
import { dashboardSummary, dashboardTargets } from '../dashboard/dashboard.schema.js';
import { mapData } from './display.schema.js';

/**
 * What the cockpit shows: the dashboard's figures of a subtree (its summary without the
 * derivation's task list, and its targets: control target, reductions against the project
 * pipeline, renewable share) and the map of its parks. Signed in: within the caller's scope;
 * through a display link: the link's subtree, and when the link stops working.
 */
export const cockpitData = z.object({
  orgId: z.string(),
  orgName: z.string(),
  year: z.number().int(),
  generatedAt: z.string(),
  /** A display link's expiry; null when signed in. */
  expiresAt: z.string().nullable(),
  summary: dashboardSummary,
  targets: dashboardTargets,
  map: mapData,
});
export type CockpitData = z.infer<typeof cockpitData>;
