import type { ForecastProjectRow, WhatIfRequest } from '@carbon/domain';

/** A project as the what-if counts it: ticked or not, and its completion date (changed or as planned). */
export type ProjectPick = { included: boolean; completion: string | null };
export type Picks = ReadonlyMap<string, ProjectPick>;

/** The forecast's own choice: the projects it counts by default, at their planned dates. */
export const defaultPicks = (projects: readonly ForecastProjectRow[]): Picks =>
  new Map(projects.map((p) => [p.id, { included: p.included, completion: p.completion }]));

/** Whether the picks differ from the forecast's own (then the what-if is asked for). */
export function picksChanged(projects: readonly ForecastProjectRow[], picks: Picks): boolean {
  return projects.some((p) => {
    const x = picks.get(p.id);
    return !!x && (x.included !== p.included || x.completion !== p.completion);
  });
}

/** The what-if request: exactly the ticked projects, each with its date when it was changed. */
export function whatIfBody(year: number, orgId: string, projects: readonly ForecastProjectRow[], picks: Picks): WhatIfRequest {
  return {
    year,
    orgId,
    projects: projects.flatMap((p) => {
      const x = picks.get(p.id);
      if (!x?.included) return [];
      return [x.completion && x.completion !== p.completion ? { id: p.id, completion: x.completion } : { id: p.id }];
    }),
  };
}
