import dayjs, { type Dayjs } from 'dayjs';
import type { FinancialControlKind, OwnershipAddRequest, OwnershipRow } from '@carbon/domain';
import { followsShare, isControlKind, isRelationship, type HoldingRelationship } from './holding-proposal';

/** The ownership link form (issue 26): who holds the entity, at what share, with which facts, between which dates. */
export type OwnershipFormValues = {
  ownerOrgId?: string;
  equitySharePct?: number | null;
  relationship?: HoldingRelationship | null;
  financialControlType?: FinancialControlKind | null;
  operationalControl?: boolean;
  validFrom?: Dayjs | null;
  validTo?: Dayjs | null;
};

/** A new link starts today, open-ended, without operational control until the user says so. */
export function ownershipValues(row: OwnershipRow | undefined, today: Dayjs = dayjs()): OwnershipFormValues {
  if (!row) return { validFrom: today.startOf('day'), validTo: null, operationalControl: false };
  return {
    ownerOrgId: row.ownerOrgId,
    equitySharePct: Number(row.equitySharePct),
    relationship: isRelationship(row.relationship) ? row.relationship : null,
    financialControlType: isControlKind(row.financialControlType) ? row.financialControlType : null,
    operationalControl: row.operationalControl,
    validFrom: dayjs(row.validFrom),
    validTo: row.validTo ? dayjs(row.validTo) : null,
  };
}

/** Whether the share may still propose the link's relationship (see followsShare). */
export const ownershipFollowsShare = (row: OwnershipRow | undefined) =>
  !row || followsShare({ relationship: row.relationship, equitySharePct: row.equitySharePct });

const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);

/** The ownershipAdd body (ownershipEdit adds id and version) for the entity `ownedOrgId`. */
export function ownershipBody(values: OwnershipFormValues, ownedOrgId: string): OwnershipAddRequest {
  return {
    ownerOrgId: values.ownerOrgId ?? '',
    ownedOrgId,
    equitySharePct: values.equitySharePct ?? '',
    relationship: values.relationship ?? '',
    ...(values.financialControlType ? { financialControlType: values.financialControlType } : {}),
    operationalControl: values.operationalControl ?? false,
    validFrom: day(values.validFrom) ?? '',
    validTo: day(values.validTo),
  };
}
