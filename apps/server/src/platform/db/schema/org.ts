import { boolean, date, index, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, editable, id, ref, sort, timestamps, version } from './columns.js';

/** Parks: a site of a business group, with its address and map coordinates. */
export const sysPark = pgTable('sys_park', {
  id: id(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  /** The business group (an sys_org row) the park belongs to. */
  businessGroupId: ref('business_group_id'),
  address: text('address'),
  longitude: numeric('longitude', { precision: 10, scale: 6 }),
  latitude: numeric('latitude', { precision: 10, scale: 6 }),
  sort: sort(),
  remark: text('remark'),
  ...editable(),
});

/** Dated history of a legal entity's consolidation boundary (equity share and control). */
export const sysOrgBoundary = pgTable(
  'sys_org_boundary',
  {
    id: id(),
    orgId: ref('org_id').notNull(),
    equitySharePct: numeric('equity_share_pct', { precision: 7, scale: 4 }),
    operationalControl: boolean('operational_control'),
    financialControl: boolean('financial_control'),
    /**
     * The engine's relationship of the entity to the group (parent, subsidiary, joint-venture,
     * associate, fixed-asset-investment); null: derived from the share and control (ADR 010).
     */
    relationship: text('relationship'),
    /** Financial control: own, joint or none (issue 26). */
    financialControlType: text('financial_control_type'),
    /** The date from which the values hold. */
    effectiveFrom: date('effective_from').notNull(),
    changedBy: ref('changed_by'),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [index('sys_org_boundary_org_idx').on(t.orgId)],
);

/**
 * Ownership links between organisations (issue 26, ADR 010): `owner` holds `owned` with the
 * share, relationship and control of the link, from `valid_from` to `valid_to` (both included;
 * null: open). An entity with links in force is consolidated through them (shares multiply down
 * a chain); links may cross the organisation tree, which stays the reporting structure.
 */
export const sysOrgOwnership = pgTable(
  'sys_org_ownership',
  {
    id: id(),
    ownerOrgId: ref('owner_org_id').notNull(),
    ownedOrgId: ref('owned_org_id').notNull(),
    equitySharePct: numeric('equity_share_pct', { precision: 7, scale: 4 }).notNull(),
    relationship: text('relationship').notNull(),
    financialControlType: text('financial_control_type').notNull(),
    operationalControl: boolean('operational_control').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    ...editable(),
  },
  (t) => [index('sys_org_ownership_owned_idx').on(t.ownedOrgId), index('sys_org_ownership_owner_idx').on(t.ownerOrgId)],
);

/**
 * A group's consolidation settings (issue 26): the approach its dashboard and cockpit follow
 * (default operational control) and how a change of holding within a period counts (the
 * record in force at the period end, or pro-rated by days). Read from the organisation's
 * nearest ancestor (or itself) that has a row.
 */
export const sysConsolidationSetting = pgTable('sys_consolidation_setting', {
  orgId: ref('org_id').primaryKey(),
  approach: text('approach').notNull().default('operational-control'),
  divestmentRule: text('divestment_rule').notNull().default('period-end'),
  version: version(),
  ...timestamps(),
});

/** Outbox of organisation changes for downstream systems; the id is the feed cursor. */
export const sysOrgOutbox = pgTable('sys_org_outbox', {
  id: id(),
  /** org.created | org.updated | org.deleted | org.snapshot */
  eventType: text('event_type').notNull(),
  orgId: ref('org_id'),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
  createdBy: ref('created_by'),
});
