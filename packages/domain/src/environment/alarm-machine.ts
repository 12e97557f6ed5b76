import type { AlarmStatusCode } from './enums.js';

/**
 * The alarm's status machine (spec §3, issue 15) as data: 0 unassigned → 1 unprocessed (assigned
 * to a handler) → 2 processed (with the handling note and optionally an attachment). Any other
 * move is refused. The server moves a status only by a conditional update on the expected status
 * and version, so two users at once give one decision.
 */
export type AlarmAction = 'assign' | 'handle';
/** Who may take a transition: a holder of the assign permission, or the assigned handler (or an administrator). */
export type AlarmActor = 'assigner' | 'handler';

export type AlarmTransition = {
  readonly from: AlarmStatusCode;
  readonly to: AlarmStatusCode;
  readonly action: AlarmAction;
  readonly actor: AlarmActor;
};

export const ALARM_TRANSITIONS: readonly AlarmTransition[] = Object.freeze([
  { from: 0, to: 1, action: 'assign', actor: 'assigner' },
  { from: 1, to: 2, action: 'handle', actor: 'handler' },
] satisfies AlarmTransition[]);

/** The transition an action takes from a status, or undefined when the action is not allowed there. */
export function alarmTransition(from: AlarmStatusCode, action: AlarmAction): AlarmTransition | undefined {
  return ALARM_TRANSITIONS.find((t) => t.from === from && t.action === action);
}

/** The actions allowed from a status (the alarm log's buttons). */
export const alarmActions = (from: AlarmStatusCode): AlarmAction[] => ALARM_TRANSITIONS.filter((t) => t.from === from).map((t) => t.action);

/**
 * Whether a caller may handle an alarm: the handler it was assigned to, or an administrator
 * (`admin`: a super admin or a holder of the all-data administrator role, decided by the server).
 */
export const mayHandle = (alarm: { handlerId: number | null }, callerId: number, admin: boolean) =>
  admin || (alarm.handlerId !== null && alarm.handlerId === callerId);
