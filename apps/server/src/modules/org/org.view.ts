import type { OrgBoundaryRecord, OrgFeedPayload, OrgRow, ParkRow } from '@carbon/domain';
import type { BoundaryRecordRow, OrgRecord, OrgRowRecord } from './org.repo.js';
import type { ParkWithGroup } from './park.repo.js';

/** Wire shapes of the org module: ids as strings, decimals as plain strings, times ISO 8601 UTC. */

const idOrNull = (v: number | null) => (v === null ? null : String(v));
/** NUMERIC comes back as "50.0000": the wire carries the plain value ("50"). */
export const plainDecimal = (v: string | null) => (v === null ? null : v.includes('.') ? v.replace(/\.?0+$/, '') : v);

/** The fields of an organisation its row and the outbox's payload both carry (in the payload's order). */
function orgFields(r: OrgRecord) {
  return {
    id: String(r.id),
    pid: String(r.pid),
    pids: r.pids,
    name: r.name,
    code: r.code,
    orgType: r.orgType,
    parkId: idOrNull(r.parkId),
    sort: r.sort,
    remark: r.remark,
    status: r.status,
    equitySharePct: plainDecimal(r.equitySharePct),
    operationalControl: r.operationalControl,
    financialControl: r.financialControl,
    version: r.version,
    updateTime: r.updatedAt.toISOString(),
  };
}

export function toOrgRow(r: OrgRowRecord): OrgRow {
  return {
    ...orgFields(r),
    parkName: r.parkName,
    relationship: r.relationship,
    financialControlType: r.financialControlType,
    createTime: r.createdAt.toISOString(),
  };
}

export function toParkRow(p: ParkWithGroup): ParkRow {
  return {
    id: String(p.id),
    name: p.name,
    code: p.code,
    businessGroupId: idOrNull(p.businessGroupId),
    businessGroupName: p.businessGroupName,
    address: p.address,
    longitude: plainDecimal(p.longitude),
    latitude: plainDecimal(p.latitude),
    sort: p.sort,
    remark: p.remark,
    version: p.version,
  };
}

export function toBoundaryRecord(b: BoundaryRecordRow): OrgBoundaryRecord {
  return {
    id: String(b.id),
    equitySharePct: plainDecimal(b.equitySharePct),
    operationalControl: b.operationalControl,
    financialControl: b.financialControl,
    relationship: b.relationship,
    financialControlType: b.financialControlType,
    effectiveFrom: b.effectiveFrom,
    changedBy: idOrNull(b.changedBy),
    changedByName: b.changedByName,
    changedAt: b.changedAt.toISOString(),
  };
}

/** The organisation as the outbox publishes it (ADR 005): the row, without park details. */
export function toFeedPayload(r: OrgRecord): OrgFeedPayload {
  return orgFields(r);
}
