import type { Dayjs } from 'dayjs';
import type { PermitAddRequest, PermitFields, PermitRow } from '@carbon/domain';
import { fromDay, toDay } from '../labels';

/**
 * The EIA project form's values and how they map to the contract: enumerations are their numeric
 * codes, dates are Dayjs in the form and YYYY-MM-DD on the wire (an empty date is left out, which
 * clears it on edit), texts are trimmed.
 */
export type PermitValues = {
  orgId?: string;
  name?: string;
  applicationType?: number;
  reportForm?: number;
  approvalNumber?: string;
  approvalAuthority?: string;
  applicationDate?: Dayjs | null;
  approvalDate?: Dayjs | null;
  plannedStart?: Dayjs | null;
  plannedEnd?: Dayjs | null;
  contact?: string;
  remark?: string;
  /** Adding only: an existing project recorded at its current status (default planned). */
  constructionStatus?: number;
};

export const PERMIT_DATES = ['applicationDate', 'approvalDate', 'plannedStart', 'plannedEnd'] as const;
const TEXTS = ['approvalNumber', 'approvalAuthority', 'contact', 'remark'] as const;

/** Start → end pairs whose order is checked (the server's 2052006). */
export const DATE_PAIRS = [
  ['applicationDate', 'approvalDate'],
  ['plannedStart', 'plannedEnd'],
] as const;

/** The form's values from a stored project; a new one is an application for a report table, planned. */
export function permitValuesOf(row: PermitRow | undefined): PermitValues {
  if (!row) return { applicationType: 0, reportForm: 2, constructionStatus: 1 };
  const v: PermitValues = {
    orgId: row.orgId,
    name: row.name,
    applicationType: row.applicationType,
    reportForm: row.reportForm,
  };
  for (const f of TEXTS) v[f] = row[f] ?? '';
  for (const f of PERMIT_DATES) v[f] = fromDay(row[f]) ?? null;
  return v;
}

/** The fields of the request (edit; add adds the status). */
export function permitBodyOf(v: PermitValues): PermitFields {
  const body: PermitFields = {
    orgId: v.orgId ?? '',
    name: (v.name ?? '').trim(),
    applicationType: v.applicationType ?? 0,
    reportForm: v.reportForm ?? 0,
  };
  for (const f of TEXTS) body[f] = (v[f] ?? '').trim();
  for (const f of PERMIT_DATES) {
    const day = toDay(v[f]);
    if (day) body[f] = day;
  }
  return body;
}

/** The add request: the fields and, when chosen, the current status of an existing project. */
export const permitAddBodyOf = (v: PermitValues): PermitAddRequest => ({
  ...permitBodyOf(v),
  ...(v.constructionStatus ? { constructionStatus: v.constructionStatus } : {}),
});
