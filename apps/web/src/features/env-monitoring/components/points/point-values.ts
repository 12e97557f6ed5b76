import type { EnvPointAddRequest, EnvPointRow, Hj212ProtocolSetting } from '@carbon/domain';
import { pollutantBody, type PollutantValues } from './pollutant-rules';

/** The point dialog's values (selects hold the enumerations' numeric codes). */
export type PointValues = {
  orgId?: string;
  name?: string;
  monitoringType?: number;
  pointType?: number;
  modeType?: number;
  fillType?: number | null;
  mn?: string;
  hj212Password?: string;
  hj212Protocol?: Hj212ProtocolSetting;
  remark?: string;
  pollutants: PollutantValues[];
};

/** Mode codes (spec §3: 0 manual, 1 automatic). */
export const MANUAL = 0;
export const AUTOMATIC = 1;

/** The form's values from a stored point; a new point starts as a manual, monthly, general one with one empty pollutant row. */
export function pointValuesOf(point: EnvPointRow | undefined): Partial<PointValues> {
  if (!point) return { modeType: MANUAL, fillType: 2, pointType: 2, hj212Protocol: 'either', pollutants: [{ code: '', unit: '' }] };
  return {
    orgId: point.orgId,
    name: point.name,
    monitoringType: point.monitoringType,
    pointType: point.pointType,
    modeType: point.modeType,
    fillType: point.fillType,
    mn: point.mn ?? '',
    hj212Password: '',
    hj212Protocol: point.hj212Protocol,
    remark: point.remark ?? '',
    pollutants: point.pollutants.map((p) => ({
      code: p.code,
      unit: p.unit,
      hourlyLimit: p.hourlyLimit ?? '',
      dailyLimit: p.dailyLimit ?? '',
    })),
  };
}

/**
 * The add / edit body: the fill type for manual points only, MN and password for automatic ones
 * only; an empty password is left out (edit: the stored one is kept), an empty MN is null.
 */
export function pointBodyOf(v: PointValues): EnvPointAddRequest {
  const automatic = v.modeType === AUTOMATIC;
  const mn = automatic ? (v.mn ?? '').trim() : '';
  const password = automatic ? (v.hj212Password ?? '').trim() : '';
  return {
    orgId: v.orgId ?? '',
    name: (v.name ?? '').trim(),
    monitoringType: Number(v.monitoringType),
    pointType: Number(v.pointType),
    modeType: Number(v.modeType),
    fillType: automatic ? null : (v.fillType ?? null),
    mn: mn || null,
    ...(password ? { hj212Password: password } : {}),
    hj212Protocol: automatic ? (v.hj212Protocol ?? 'either') : 'either',
    remark: (v.remark ?? '').trim(),
    pollutants: (v.pollutants ?? []).map(pollutantBody),
  };
}

/**
 * Whether the HJ 212 password must be typed: an MN is given and no password is stored for it
 * (a new point, a point without one, or a changed MN).
 */
export function passwordNeeded(mn: string | undefined, stored: Pick<EnvPointRow, 'mn' | 'hj212PasswordSet'> | undefined): boolean {
  const typed = mn?.trim();
  if (!typed) return false;
  return !stored || !stored.hj212PasswordSet || (stored.mn ?? '') !== typed;
}

/** A server field path ("pollutants.1.code") as the form's name path (list indexes as numbers). */
export const formFieldOf = (serverField: string): (string | number)[] =>
  serverField.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
