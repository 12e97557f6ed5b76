import { z } from 'zod';
import { defineContract, pageOf } from '../shared/index.js';
import { cockpitData } from './cockpit.schema.js';
import {
  cockpitQuery,
  customBaseMap,
  displayGeoQuery,
  displayLinkAddRequest,
  displayLinkPageQuery,
  displayLinkResult,
  displayLinkRevokeRequest,
  displayLinkRow,
  displayTokenQuery,
  displayUseQuery,
  displayUseRow,
  geoMapQuery,
  geoRevertRequest,
  mapData,
} from './display.schema.js';

/** Audit entities of display links and uploaded base maps. */
export const DISPLAY_AUDIT = { link: 'display_link', geo: 'display_geojson' } as const;

const path = (p: string) => `/api/main/display/${p}`;

/**
 * The cockpit and the map of parks (issue 14, spec §2 /cockpit and /map): their data within
 * the caller's data scope; display links that open the cockpit of one subtree without sign-in,
 * every use logged; base maps an administrator may replace with an approved GeoJSON.
 */
export const displayContract = defineContract('display', 'cockpit', {
  cockpit: { method: 'GET', path: path('cockpit'), permission: 'authenticated', query: cockpitQuery, response: cockpitData },
  map: { method: 'GET', path: path('map'), permission: 'authenticated', query: cockpitQuery, response: mapData },
  linkAdd: {
    method: 'POST',
    path: path('link/add'),
    permission: 'display:link',
    body: displayLinkAddRequest,
    response: displayLinkResult,
    audit: DISPLAY_AUDIT.link,
  },
  linkPage: {
    method: 'GET',
    path: path('link/page'),
    permission: 'display:link',
    query: displayLinkPageQuery,
    response: pageOf(displayLinkRow),
  },
  linkRevoke: {
    method: 'POST',
    path: path('link/revoke'),
    permission: 'display:link',
    body: displayLinkRevokeRequest,
    response: displayLinkRow,
    audit: DISPLAY_AUDIT.link,
  },
  /** Every use of a link, newest first. */
  linkUses: { method: 'GET', path: path('link/uses'), permission: 'display:link', query: displayUseQuery, response: pageOf(displayUseRow) },
  /** The cockpit of a display link's subtree, without a session, while the link lives; every call is logged. */
  shared: {
    method: 'GET',
    path: path('shared'),
    permission: 'public',
    query: displayTokenQuery,
    response: cockpitData,
    description: 'No sign-in: the token of a display link. Refused with 2041001 (unknown), 2041002 (expired) or 2041003 (revoked).',
  },
  /** An uploaded base map for a display link's screen (GeoJSON), without a session; logged. */
  sharedGeo: { method: 'GET', path: path('sharedGeo'), permission: 'public', kind: 'file', query: displayGeoQuery },
  /** An uploaded base map (GeoJSON), for a signed-in screen. */
  geo: { method: 'GET', path: path('geo'), permission: 'authenticated', kind: 'file', query: geoMapQuery },
  geoUpload: {
    method: 'POST',
    path: path('geo/upload'),
    permission: 'display:geo',
    page: 'map',
    kind: 'upload',
    response: customBaseMap,
    audit: DISPLAY_AUDIT.geo,
    description:
      'multipart/form-data: the field `map` (china | world) and the file (field `file`: .json or .geojson, a GeoJSON ' +
      'FeatureCollection of named Polygon/MultiPolygon features, at most 20 MB). Replaces the shipped base map.',
  },
  /** Back to the shipped base map. */
  geoRevert: {
    method: 'POST',
    path: path('geo/revert'),
    permission: 'display:geo',
    page: 'map',
    body: geoRevertRequest,
    response: z.null(),
    audit: DISPLAY_AUDIT.geo,
  },
});
