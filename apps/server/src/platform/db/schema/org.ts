import { boolean, date, index, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, ref, sort, status, timestamps, version } from './columns.js';

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
  status: status(),
  version: version(),
  ...timestamps(),
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
    /** The date from which the values hold. */
    effectiveFrom: date('effective_from').notNull(),
    changedBy: ref('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_org_boundary_org_idx').on(t.orgId)],
);

/** Outbox of organisation changes for downstream systems; the id is the feed cursor. */
export const sysOrgOutbox = pgTable('sys_org_outbox', {
  id: id(),
  /** org.created | org.updated | org.deleted | org.snapshot */
  eventType: text('event_type').notNull(),
  orgId: ref('org_id'),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: ref('created_by'),
});
