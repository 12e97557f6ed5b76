import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { FinancialControlKind, OrgAddWithParkRequest, OrgDetail, OrgParkInput, OrgTypeCode } from '@carbon/domain';
import { followsShare, isControlKind, isRelationship, type HoldingRelationship } from './holding-proposal';

export type ParkMode = 'none' | 'existing' | 'new';

export type NewParkValues = {
  name?: string;
  code?: string;
  businessGroupId?: string;
  address?: string;
  longitude?: number | null;
  latitude?: number | null;
};

export type OrgFormValues = {
  name: string;
  code: string;
  pid: string;
  orgType: OrgTypeCode;
  sort: number;
  remark?: string | null;
  equitySharePct?: number | null;
  operationalControl?: boolean;
  relationship?: HoldingRelationship | null;
  financialControlType?: FinancialControlKind | null;
  boundaryEffectiveFrom?: Dayjs | null;
  parkMode: ParkMode;
  parkId?: string;
  park?: NewParkValues;
};

export const EMPTY_ORG: OrgFormValues = { name: '', code: '', pid: '0', orgType: 'group', sort: 100, parkMode: 'none' };

/**
 * A new organisation's starting values: under the node selected in the tree (the top level
 * when none). Its type is the first level allowed under the parent, which the type field sets
 * once the parent's type is known; until then it is empty (so nothing saves with a wrong type).
 */
export function newOrgValues(pid: string | undefined): Partial<OrgFormValues> {
  if (!pid || pid === '0') return { ...EMPTY_ORG };
  const { orgType: _unknownYet, ...rest } = EMPTY_ORG;
  return { ...rest, pid };
}

/** The form's starting values for an organisation read with detailWithPark. */
export function valuesFromDetail(detail: OrgDetail): OrgFormValues {
  const pct = detail.boundary?.equitySharePct ?? detail.equitySharePct;
  const relationship = detail.boundary?.relationship ?? detail.relationship;
  const control = detail.boundary?.financialControlType ?? detail.financialControlType;
  return {
    name: detail.name,
    code: detail.code,
    pid: detail.pid,
    orgType: detail.orgType as OrgTypeCode,
    sort: detail.sort,
    remark: detail.remark,
    equitySharePct: pct === null || pct === undefined ? null : Number(pct),
    operationalControl: detail.boundary?.operationalControl ?? detail.operationalControl ?? false,
    relationship: isRelationship(relationship) ? relationship : null,
    financialControlType: isControlKind(control) ? control : null,
    boundaryEffectiveFrom: detail.boundary?.effectiveFrom ? dayjs(detail.boundary.effectiveFrom) : null,
    parkMode: detail.park ? 'existing' : 'none',
    parkId: detail.park?.id,
  };
}

function parkOf(values: OrgFormValues, hadPark: boolean): OrgParkInput | null | undefined {
  // linking by id: the server ignores the other park fields then (they are edited in the park dialog, sysPark/edit)
  if (values.parkMode === 'existing' && values.parkId) return { id: values.parkId, address: null };
  if (values.parkMode === 'new' && values.park) {
    const p = values.park;
    return {
      name: p.name?.trim(),
      code: p.code?.trim(),
      businessGroupId: p.businessGroupId || undefined,
      address: p.address ?? null,
      longitude: p.longitude ?? null,
      latitude: p.latitude ?? null,
    };
  }
  // "No park": on edit an existing link is removed (null); on add nothing is sent.
  return hadPark ? null : undefined;
}

/** The addWithPark / editWithPark body (without id and version) from the form. */
export function requestFromValues(values: OrgFormValues, hadPark = false): OrgAddWithParkRequest {
  const legal = values.orgType === 'legal_entity';
  const body: OrgAddWithParkRequest = {
    pid: values.pid || '0',
    name: values.name.trim(),
    code: values.code.trim(),
    sort: values.sort,
    remark: values.remark ?? null,
    orgType: values.orgType,
    park: parkOf(values, hadPark),
  };
  if (!legal) return body;
  return {
    ...body,
    equitySharePct: values.equitySharePct ?? null,
    operationalControl: values.operationalControl ?? false,
    // recorded facts (issue 26): the relationship and own / joint / none, not the old flag
    relationship: values.relationship ?? undefined,
    financialControlType: values.financialControlType ?? undefined,
    boundaryEffectiveFrom: values.boundaryEffectiveFrom ? values.boundaryEffectiveFrom.format('YYYY-MM-DD') : undefined,
  };
}

/**
 * Whether the share may still propose the relationship of the organisation being edited: adding,
 * or a saved record whose relationship is its share's default (see followsShare).
 */
export function boundaryFollowsShare(detail: OrgDetail | undefined): boolean {
  if (!detail) return true;
  const b = detail.boundary;
  return followsShare({
    relationship: b?.relationship ?? detail.relationship ?? null,
    equitySharePct: b?.equitySharePct ?? detail.equitySharePct,
  });
}
