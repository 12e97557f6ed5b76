import { integer, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id, linkUse, ref, shareLink } from '../../platform/db/schema/columns.js';

/**
 * Display links of the cockpit (issue 14): a wall screen opens the cockpit of one organisation
 * subtree without signing in. Only the token's SHA-256 is stored (the token is shown once),
 * with its first characters to tell links apart; usable until `expires_at` or revocation.
 */
export const displayLink = pgTable(
  'display_link',
  {
    id: id(),
    name: text('name').notNull(),
    /** The root of the subtree the link shows. */
    orgId: ref('org_id').notNull(),
    ...shareLink(),
  },
  (t) => [uniqueIndex('display_link_token_uq').on(t.tokenHash), index('display_link_org_idx').on(t.orgId)],
);

/**
 * Every use of a display link (append-only): when, from which address and browser, for the
 * cockpit's figures or a base map, and what it came to. An unknown token has no link (null).
 */
export const displayLinkUse = pgTable(
  'display_link_use',
  {
    id: id(),
    linkId: ref('link_id'),
    ...linkUse(),
    /** 'cockpit' | 'geo' */
    /** 'ok' | 'unknown' | 'expired' | 'revoked' */
  },
  (t) => [index('display_link_use_link_idx').on(t.linkId, t.at)],
);

/**
 * An approved base map an administrator uploaded in place of a shipped one (China or world),
 * checked as a GeoJSON FeatureCollection of polygons; one per map, removed to revert.
 */
export const displayBaseMap = pgTable(
  'display_base_map',
  {
    id: id(),
    /** 'china' | 'world' */
    map: text('map').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    features: integer('features').notNull(),
    sha256: text('sha256').notNull(),
    /** The GeoJSON text as uploaded (at most GEOJSON_MAX_BYTES). */
    content: text('content').notNull(),
    uploadedBy: ref('uploaded_by').notNull(),
    uploadedAt: at('uploaded_at').notNull(),
  },
  (t) => [uniqueIndex('display_base_map_map_uq').on(t.map)],
);
