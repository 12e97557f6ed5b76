import { z } from 'zod';
import { ACHIEVEMENT_STATUSES } from '../goals/achievement.js';
import { idString, pageQuery } from '../shared/envelope.js';
import { dashboardApproach } from '../dashboard/dashboard.schema.js';

/**
 * The cockpit (/cockpit), its display links and the map of parks (/map) (issue 14). A display
 * link lets a wall screen open the cockpit of one organisation subtree without signing in: a
 * 256-bit random token of which only the SHA-256 is stored, with an expiry, revocable, every
 * use logged. Message keys live in i18n/messages/display.ts.
 */

/** A display link lives 1 to 365 days (30 unless chosen: a control-room screen runs for weeks). */
export const DISPLAY_LINK_MAX_DAYS = 365;
export const DISPLAY_LINK_DEFAULT_DAYS = 30;
/** The cockpit's web address: `<origin>/cockpit?display=<token>`. */
export const COCKPIT_PATH = '/cockpit';
export const DISPLAY_TOKEN_PARAM = 'display';

/** A display link's state. Labels `display.linkState.<state>`. */
export const DISPLAY_LINK_STATES = ['active', 'expired', 'revoked'] as const;
export type DisplayLinkState = (typeof DISPLAY_LINK_STATES)[number];

/** What one use of a display link came to. Labels `display.outcome.<outcome>`. */
export const DISPLAY_OUTCOMES = ['ok', 'unknown', 'expired', 'revoked'] as const;
export type DisplayOutcome = (typeof DISPLAY_OUTCOMES)[number];
/** The cockpit's figures (`cockpit`) or an uploaded base map (`geo`). Labels `display.useKind.<kind>`. */
export const DISPLAY_USE_KINDS = ['cockpit', 'geo'] as const;
export type DisplayUseKind = (typeof DISPLAY_USE_KINDS)[number];

/** The base maps: China's provinces and the world outline. Labels `display.baseMap.<map>`. */
export const BASE_MAPS = ['china', 'world'] as const;
export type BaseMap = (typeof BASE_MAPS)[number];
/** An uploaded base map: at most 20 MB (a detailed approved province map is a few MB; the shipped China map 60 kB). */
export const GEOJSON_MAX_BYTES = 20 * 1024 * 1024;
export const GEOJSON_EXTENSIONS = ['json', 'geojson'] as const;

/** Display error codes (2041xxx). Messages `error.<code>`. */
export const DISPLAY_CODE = {
  /** No display link has this token. */
  LINK_UNKNOWN: 2041001,
  /** The display link expired. */
  LINK_EXPIRED: 2041002,
  /** The display link was revoked. */
  LINK_REVOKED: 2041003,
  /** The display link (by id) does not exist. */
  LINK_NOT_EXIST: 2041004,
  /** The upload is not a GeoJSON FeatureCollection of polygons (reason in the message). */
  GEOJSON_INVALID: 2041005,
  /** The upload exceeds GEOJSON_MAX_BYTES. */
  GEOJSON_SIZE: 2041006,
  /** The upload carries no file. */
  NO_FILE: 2041007,
} as const;

const year = z.coerce.number().int().min(1990).max(2100);

// ---------------------------------------------------------------- display links

export const displayLinkAddRequest = z.object({
  name: z.string().trim().min(1).max(100),
  /** The subtree the screen shows: this organisation and everything below it. */
  orgId: idString,
  expiresInDays: z.coerce.number().int().min(1).max(DISPLAY_LINK_MAX_DAYS).default(DISPLAY_LINK_DEFAULT_DAYS),
});
export type DisplayLinkAddRequest = z.infer<typeof displayLinkAddRequest>;

/** The new link: the token is shown this once (only its SHA-256 is stored). */
export const displayLinkResult = z.object({
  id: z.string(),
  /** The cockpit's address with the token, absolute. */
  url: z.string(),
  token: z.string(),
  expiresAt: z.string(),
});
export type DisplayLinkResult = z.infer<typeof displayLinkResult>;

export const displayLinkPageQuery = pageQuery.extend({ keyword: z.string().trim().max(100).optional() });
export const displayLinkRevokeRequest = z.object({ id: idString });

export const displayLinkRow = z.object({
  id: z.string(),
  name: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  /** The token's first characters, to tell links apart. */
  tokenHint: z.string(),
  state: z.enum(DISPLAY_LINK_STATES),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedByName: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  useCount: z.number().int(),
  lastUseAt: z.string().nullable(),
});
export type DisplayLinkRow = z.infer<typeof displayLinkRow>;

export const displayUseQuery = pageQuery.extend({ linkId: idString });
export const displayUseRow = z.object({
  id: z.string(),
  linkId: z.string(),
  at: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  kind: z.enum(DISPLAY_USE_KINDS),
  outcome: z.enum(DISPLAY_OUTCOMES),
});
export type DisplayUseRow = z.infer<typeof displayUseRow>;

// ---------------------------------------------------------------- cockpit and map

/** Signed in: the caller's scope (or one organisation's subtree in it), a year (default: the current one). */
/** approach: the consolidation approach the figures follow (issue 26); without one, the group's setting. */
export const cockpitQuery = z.object({ year: year.optional(), orgId: idString.optional(), approach: dashboardApproach.optional() });
export type CockpitQuery = z.infer<typeof cockpitQuery>;
/** Any text: an unknown or mangled token is refused with 2041001, not a validation error. */
export const displayTokenQuery = z.object({
  token: z.string().trim().min(1).max(200),
  year: year.optional(),
  approach: dashboardApproach.optional(),
});
export const displayGeoQuery = z.object({ token: z.string().trim().min(1).max(200), map: z.enum(BASE_MAPS) });

/** A park's target status on the map: the goal module's achievement, or no control target set. Labels `display.target.<s>`. */
export const TARGET_STATUSES = [...ACHIEVEMENT_STATUSES, 'noTarget'] as const;
export type TargetStatus = (typeof TARGET_STATUSES)[number];

/** A park on the map: where it is, its organisation (opened in the dashboard), its year's emissions and target. */
export const mapPoint = z.object({
  parkId: z.string(),
  parkName: z.string(),
  /** The park's organisation: the dashboard opens `/?orgId=`. */
  orgId: z.string(),
  orgName: z.string(),
  address: z.string().nullable(),
  longitude: z.string(),
  latitude: z.string(),
  /** tCO2e of the year's approved inventory over the organisation's subtree; null: not reported. */
  emissions: z.string().nullable(),
  /** The control target (tCO2e) of the year; null: none set. */
  target: z.string().nullable(),
  targetStatus: z.enum(TARGET_STATUSES),
});
export type MapPoint = z.infer<typeof mapPoint>;

/** An administrator's replacement of a shipped base map (null: the shipped one is used). */
export const customBaseMap = z.object({
  map: z.enum(BASE_MAPS),
  fileName: z.string(),
  size: z.number().int(),
  features: z.number().int(),
  uploadedAt: z.string(),
  uploadedByName: z.string(),
  /** Changes with every upload: the web caches the map under it. */
  version: z.string(),
});
export type CustomBaseMap = z.infer<typeof customBaseMap>;

export const mapData = z.object({
  year: z.number().int(),
  points: z.array(mapPoint),
  /** The uploaded base maps in force. */
  customMaps: z.array(customBaseMap),
});
export type MapData = z.infer<typeof mapData>;

export const geoUploadFields = z.object({ map: z.enum(BASE_MAPS) });
export const geoRevertRequest = z.object({ map: z.enum(BASE_MAPS) });
export const geoMapQuery = z.object({ map: z.enum(BASE_MAPS) });
