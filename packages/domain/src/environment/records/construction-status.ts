import type { ConstructionStatusCode } from '../dictionary.js';

/**
 * The construction status of an EIA project (spec §3: 1 planned, 2 under construction,
 * 3 completion debugging, 4 accepted, 5 cancelled) moves only along these transitions
 * (ADR 015): forward one stage at a time; back from debugging to construction when the trial
 * run fails; cancelled from any stage before acceptance. Accepted and cancelled are final.
 */
export const CONSTRUCTION_TRANSITIONS: Readonly<Record<ConstructionStatusCode, readonly ConstructionStatusCode[]>> = {
  1: [2, 5],
  2: [3, 5],
  3: [4, 2, 5],
  4: [],
  5: [],
};

/** Whether a project in `from` may move to `to`. */
export function canMoveConstruction(from: number, to: number): boolean {
  return (CONSTRUCTION_TRANSITIONS[from as ConstructionStatusCode] ?? []).includes(to as ConstructionStatusCode);
}

/** The statuses a project in `from` may move to next. */
export function nextConstructionStatuses(from: number): readonly ConstructionStatusCode[] {
  return CONSTRUCTION_TRANSITIONS[from as ConstructionStatusCode] ?? [];
}
