import { z } from 'zod';
import { ORG_TYPE, type OrgTypeCode } from '../enums/system.js';
import { EQUITY_SHARE_MAX } from './org-constants.js';
import { ENTITY_RELATIONSHIPS, FINANCIAL_CONTROL_KINDS } from '../calc/consolidation/rules.js';
import { sysId, sysInt, sysLike, sysOptionalText, sysPageParams, sysText, sysTime, sysVersion } from './role.schema.js';

/**
 * Request and response shapes of the organisation and park API (contract §1.3, §5.3;
 * spec §3, §5, §7; the park, boundary and outbox extensions of the administration issue).
 * Name and code rules that need a clear message live in org-rules.ts (the service applies them).
 */

export const orgTypeCode = z.enum(ORG_TYPE.items.map((i) => i.code) as [OrgTypeCode, ...OrgTypeCode[]]);

/** A decimal on the wire: a JSON number or a decimal string. */
const orgDecimal = z.union([z.number(), z.string().trim().max(40)]);
const orgSort = sysInt(-1_000_000, 1_000_000);

// ---- requests ----------------------------------------------------------------------

export const orgIdQuery = z.object({ id: sysId });
export const orgPageQuery = z.object({
  ...sysPageParams,
  name: sysLike,
  id: sysId.optional(),
  /** That organisation or any of its descendants. */
  pid: sysId.optional(),
  orgType: orgTypeCode.optional(),
});
export type OrgPageQuery = z.infer<typeof orgPageQuery>;
/** Direct children of `pid`; without it every organisation in scope. */
export const orgListQuery = z.object({ pid: sysId.optional() });

/** The contract's plain add: {pid, name, code, sort, remark}; orgType defaults to the level below the parent. */
export const orgAddRequest = z.object({
  pid: sysId,
  name: sysText(200),
  code: sysText(200),
  sort: orgSort.default(100),
  remark: sysOptionalText(500),
  orgType: orgTypeCode.optional(),
});
export type OrgAddRequest = z.infer<typeof orgAddRequest>;

/** A park to link: `{id}` of an existing park, or the fields of a new one. */
export const orgParkInput = z.object({
  id: sysId.optional(),
  name: z.string().max(200).optional(),
  code: z.string().max(200).optional(),
  /** Defaults to the organisation's nearest business group. */
  businessGroupId: sysId.optional(),
  address: sysOptionalText(300),
  longitude: orgDecimal.nullish(),
  latitude: orgDecimal.nullish(),
});
export type OrgParkInput = z.infer<typeof orgParkInput>;

/** Legal entities only: equity share (0–100 %), control flags, and the date the values hold from (default today). */
export const entityRelationship = z.enum(ENTITY_RELATIONSHIPS as [string, ...string[]]);
export const financialControlKind = z.enum(FINANCIAL_CONTROL_KINDS as ['own', 'joint', 'none']);
/**
 * Issue 26: the relationship and financial control (own / joint / none) are recorded; a request
 * without them (the API before) has the relationship proposed from the share and the flag.
 */
export const orgBoundaryFields = {
  equitySharePct: orgDecimal.nullish(),
  operationalControl: z.boolean().nullish(),
  financialControl: z.boolean().nullish(),
  relationship: entityRelationship.nullish(),
  financialControlType: financialControlKind.nullish(),
  boundaryEffectiveFrom: z.string().max(10).optional(),
};

/**
 * The form's view of the equity share (a number, in %): refused outside 0–100 with the spec's
 * message ("at most 100"), never clamped. The server checks the request's value with the same
 * rule and message (org-rules.ts parseEquityShare).
 */
export const orgBoundaryForm = z.object({
  equitySharePct: z
    .number()
    .min(0, { message: 'org.boundary.equityRange' })
    .max(EQUITY_SHARE_MAX, { message: 'org.boundary.equityRange' })
    .nullish(),
});

export const orgAddWithParkRequest = orgAddRequest.extend({
  ...orgBoundaryFields,
  /** Absent: no park (add) / unchanged (edit); null: no park; {id}: link; new fields: create and link. */
  park: orgParkInput.nullish(),
});
export type OrgAddWithParkRequest = z.infer<typeof orgAddWithParkRequest>;

export const orgEditWithParkRequest = orgAddWithParkRequest.extend({ id: sysId, version: sysVersion });
export type OrgEditWithParkRequest = z.infer<typeof orgEditWithParkRequest>;

/**
 * sysOrg/edit (XiaoNuo 1.x `{id, pid, name, code, sort, remark}`): editWithPark without a park
 * change. `version` is optional because that client never sends it: when sent, the optimistic
 * lock holds; when absent, the edit applies to the current row and is audited as unversioned.
 */
export const orgEditRequest = orgAddRequest.extend({ ...orgBoundaryFields, id: sysId, version: sysVersion.optional() });
export type OrgEditRequest = z.infer<typeof orgEditRequest>;

/** `{id}` (XiaoNuo 1.x) or `[{id}, …]` (Snowy ≥ 1.5). */
export const orgDeleteRequest = z.union([orgIdQuery, z.array(orgIdQuery).min(1).max(100)]);
export const orgSendDataRequest = z.object({}).nullish();

export const orgFeedQuery = z.object({
  /** The last cursor seen; "0" (default) reads from the start. */
  after: sysId.default('0'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const parkListQuery = z.object({ businessGroupId: sysId.optional(), name: sysLike });
export const parkAddRequest = z.object({
  name: sysText(200),
  code: sysText(200),
  businessGroupId: sysId,
  address: sysOptionalText(300),
  longitude: orgDecimal.nullish(),
  latitude: orgDecimal.nullish(),
  sort: orgSort.default(100),
  remark: sysOptionalText(500),
});
export type ParkAddRequest = z.infer<typeof parkAddRequest>;
export const parkEditRequest = parkAddRequest.extend({ id: sysId, version: sysVersion });
export type ParkEditRequest = z.infer<typeof parkEditRequest>;

// ---- responses ---------------------------------------------------------------------

/** AntdBaseTreeNode (contract §1.3): every node has `children`, leaves `[]`. */
export type OrgTreeNode = { id: string; parentId: string; title: string; value: string; weight: number; children: OrgTreeNode[] };
/** treeWithPid: AntdBaseTreeNode + `pid`. */
export type OrgTreeNodeWithPid = Omit<OrgTreeNode, 'children'> & { pid: string; children: OrgTreeNodeWithPid[] };
/** treeWithPark: AntdBaseTreeNode + pid, code, orgType and the park's data. */
export type OrgTreeNodeWithPark = Omit<OrgTreeNode, 'children'> & {
  pid: string;
  code: string;
  orgType: string;
  parkId: string | null;
  parkName: string | null;
  parkCode: string | null;
  address: string | null;
  longitude: string | null;
  latitude: string | null;
  children: OrgTreeNodeWithPark[];
};

const treeNodeFields = {
  id: z.string(),
  parentId: z.string(),
  title: z.string(),
  value: z.string(),
  weight: z.number().int(),
};
export const orgTreeNode: z.ZodType<OrgTreeNode> = z.lazy(() => z.object({ ...treeNodeFields, children: z.array(orgTreeNode) }));
export const orgTreeNodeWithPid: z.ZodType<OrgTreeNodeWithPid> = z.lazy(() =>
  z.object({ ...treeNodeFields, pid: z.string(), children: z.array(orgTreeNodeWithPid) }),
);
export const orgTreeNodeWithPark: z.ZodType<OrgTreeNodeWithPark> = z.lazy(() =>
  z.object({
    ...treeNodeFields,
    pid: z.string(),
    code: z.string(),
    orgType: z.string(),
    parkId: z.string().nullable(),
    parkName: z.string().nullable(),
    parkCode: z.string().nullable(),
    address: z.string().nullable(),
    longitude: z.string().nullable(),
    latitude: z.string().nullable(),
    children: z.array(orgTreeNodeWithPark),
  }),
);

/** An organisation's place in the tree, as its row and the outbox's payload carry it. */
const orgPlace = {
  id: z.string(),
  pid: z.string(),
  pids: z.string(),
  name: z.string(),
  code: z.string(),
  orgType: z.string(),
  parkId: z.string().nullable(),
};
/** Its order, remark, status and the group's holding in it, as both carry them. */
const orgHolding = {
  sort: z.number().int(),
  remark: z.string().nullable(),
  status: z.number().int(),
  equitySharePct: z.string().nullable(),
  operationalControl: z.boolean().nullable(),
  financialControl: z.boolean().nullable(),
};

/** sys_org rows on page and list (contract §5.3 SysOrg + our type, park and boundary columns). */
export const orgRow = z.object({
  ...orgPlace,
  parkName: z.string().nullable(),
  ...orgHolding,
  relationship: z.string().nullable().optional(),
  financialControlType: z.string().nullable().optional(),
  version: z.number().int(),
  createTime: sysTime,
  updateTime: sysTime,
});
export type OrgRow = z.infer<typeof orgRow>;

export const parkRow = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  businessGroupId: z.string().nullable(),
  businessGroupName: z.string().nullable(),
  address: z.string().nullable(),
  longitude: z.string().nullable(),
  latitude: z.string().nullable(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  version: z.number().int(),
});
export type ParkRow = z.infer<typeof parkRow>;

export const orgBoundaryValues = z.object({
  equitySharePct: z.string().nullable(),
  operationalControl: z.boolean().nullable(),
  financialControl: z.boolean().nullable(),
  relationship: z.string().nullable().optional(),
  financialControlType: z.string().nullable().optional(),
});
export const orgBoundaryRecord = orgBoundaryValues.extend({
  id: z.string(),
  effectiveFrom: z.string(),
  changedBy: z.string().nullable(),
  changedByName: z.string().nullable(),
  changedAt: sysTime,
});
export type OrgBoundaryRecord = z.infer<typeof orgBoundaryRecord>;

/** detailWithPark: the org row, its park, the boundary in force today (null when none) and its dated history (newest first). */
export const orgDetail = orgRow.extend({
  park: parkRow.nullable(),
  boundary: orgBoundaryValues.extend({ effectiveFrom: z.string().nullable() }).nullable(),
  history: z.array(orgBoundaryRecord),
});
export type OrgDetail = z.infer<typeof orgDetail>;

/** add / addWithPark / editWithPark: the saved row's id and version, and naming warnings (rendered text). */
export const orgSaveResult = z.object({ id: z.string(), version: z.number().int(), warnings: z.array(z.string()) });
export type OrgSaveResult = z.infer<typeof orgSaveResult>;
export const parkSaveResult = z.object({ id: z.string(), version: z.number().int() });

/** The org as the outbox and the feed publish it (docs/decisions/005-org-outbox.md). */
export const orgFeedPayload = z.object({
  ...orgPlace,
  ...orgHolding,
  version: z.number().int(),
  updateTime: sysTime,
});
export type OrgFeedPayload = z.infer<typeof orgFeedPayload>;

export const ORG_EVENT_TYPES = ['org.created', 'org.updated', 'org.deleted', 'org.snapshot'] as const;
export type OrgEventType = (typeof ORG_EVENT_TYPES)[number];

export const orgFeedEvent = z.object({
  cursor: z.string(),
  type: z.enum(ORG_EVENT_TYPES),
  orgId: z.string(),
  payload: orgFeedPayload,
  createdAt: sysTime,
});
export const orgFeedPage = z.object({ events: z.array(orgFeedEvent), nextCursor: z.string() });
export type OrgFeedPage = z.infer<typeof orgFeedPage>;
export const orgSendDataResult = z.object({ events: z.number().int(), lastCursor: z.string() });

/**
 * Ownership links between organisations (issue 26, ADR 010): the owner holds the organisation
 * at the share, with the relationship and control of the link, between two dates (both
 * included; validTo absent: open). A contradiction between the relationship and the share or
 * control is refused when saved, naming the field.
 */
export const ownershipFields = {
  ownerOrgId: sysId,
  ownedOrgId: sysId,
  equitySharePct: orgDecimal,
  relationship: entityRelationship,
  financialControlType: financialControlKind.optional(),
  operationalControl: z.boolean().optional(),
  validFrom: z.string().max(10),
  validTo: z.string().max(10).nullish(),
};
export const ownershipAddRequest = z.object(ownershipFields);
export type OwnershipAddRequest = z.infer<typeof ownershipAddRequest>;
export const ownershipEditRequest = z.object({ ...ownershipFields, id: sysId, version: sysVersion });
export type OwnershipEditRequest = z.infer<typeof ownershipEditRequest>;
/** Links where the organisation is the owner or the one held (absent: every link in the caller's scope). */
export const ownershipListQuery = z.object({ orgId: sysId.optional() });
export const ownershipRow = z.object({
  id: z.string(),
  ownerOrgId: z.string(),
  ownerName: z.string(),
  ownedOrgId: z.string(),
  ownedName: z.string(),
  equitySharePct: z.string(),
  relationship: z.string(),
  financialControlType: z.string(),
  operationalControl: z.boolean(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  version: z.number().int(),
});
export type OwnershipRow = z.infer<typeof ownershipRow>;

/** How a change of holding within a period counts (GHG Protocol ch.5): the record in force at the period end, or pro-rated by days. */
export const DIVESTMENT_RULES = ['period-end', 'pro-rata'] as const;
export type DivestmentRule = (typeof DIVESTMENT_RULES)[number];
export const consolidationApproachCode = z.enum(['equity-share', 'operational-control', 'financial-control']);
export const consolidationSettingQuery = z.object({ orgId: sysId });
/** A group's consolidation settings; `fromOrgId` names the organisation whose row applies (null: the defaults). */
export const consolidationSetting = z.object({
  orgId: z.string(),
  approach: consolidationApproachCode,
  divestmentRule: z.enum(DIVESTMENT_RULES),
  fromOrgId: z.string().nullable(),
});
export type ConsolidationSetting = z.infer<typeof consolidationSetting>;
export const consolidationSettingSaveRequest = z.object({
  orgId: sysId,
  approach: consolidationApproachCode,
  divestmentRule: z.enum(DIVESTMENT_RULES),
});
