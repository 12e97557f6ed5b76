import { z } from 'zod';
import { defineContract, idQuery, pageOf } from '../shared/index.js';
import {
  certificateAccessQuery,
  certificateAccessRow,
  certificateDeleteRequest,
  certificateEditRequest,
  certificatePageQuery,
  certificateRevokeRequest,
  certificateRow,
  certificateShareRequest,
  certificateShareResult,
  certificateShareRow,
  certificateSharesQuery,
  certificateTokenQuery,
  sharedCertificate,
} from './certificate.schema.js';

/** Audit entities of certificates and their share links. */
export const CERTIFICATE_AUDIT = { certificate: 'certificate', share: 'certificate_share' } as const;

const path = (p: string) => `/api/main/certificate/${p}`;

/**
 * Certificate management (spec §2 /carbonButler/certificate, issue 11): verification
 * statements with their file, read and downloaded within the caller's data scope; share
 * links that open a read-only page without sign-in, every access logged.
 */
export const certificateContract = defineContract('certificate', 'certificate', {
  page: { method: 'GET', path: path('page'), permission: 'authenticated', query: certificatePageQuery, response: pageOf(certificateRow) },
  detail: { method: 'GET', path: path('detail'), permission: 'authenticated', query: idQuery, response: certificateRow },
  add: {
    method: 'POST',
    path: path('add'),
    permission: 'certificate:add',
    kind: 'upload',
    response: certificateRow,
    audit: CERTIFICATE_AUDIT.certificate,
    description:
      'multipart/form-data: the file (field `file`: pdf, png, jpg or jpeg, at most 50 MB, checked by content) and the fields ' +
      'year, orgId, inventoryObject, author, and optionally verifier, assuranceLevel (limited | reasonable), criteria, ' +
      'materiality, opinion, remark.',
  },
  edit: {
    method: 'POST',
    path: path('edit'),
    permission: 'certificate:edit',
    body: certificateEditRequest,
    response: certificateRow,
    audit: CERTIFICATE_AUDIT.certificate,
  },
  delete: {
    method: 'POST',
    path: path('delete'),
    permission: 'certificate:delete',
    body: certificateDeleteRequest,
    response: z.null(),
    audit: CERTIFICATE_AUDIT.certificate,
  },
  /** The file as a download (Content-Disposition: attachment), in scope. */
  download: { method: 'GET', path: path('download'), permission: 'authenticated', kind: 'file', query: idQuery },
  /** The file inline (PDF and images), in scope. */
  preview: { method: 'GET', path: path('preview'), permission: 'authenticated', kind: 'file', query: idQuery },
  share: {
    method: 'POST',
    path: path('share'),
    permission: 'certificate:share',
    body: certificateShareRequest,
    response: certificateShareResult,
    audit: CERTIFICATE_AUDIT.share,
  },
  shares: {
    method: 'GET',
    path: path('shares'),
    permission: 'certificate:share',
    query: certificateSharesQuery,
    response: z.array(certificateShareRow),
  },
  revoke: {
    method: 'POST',
    path: path('revoke'),
    permission: 'certificate:share',
    body: certificateRevokeRequest,
    response: certificateShareRow,
    audit: CERTIFICATE_AUDIT.share,
  },
  /** Every access through the certificate's share links, newest first. */
  accesses: {
    method: 'GET',
    path: path('accesses'),
    permission: 'certificate:share',
    query: certificateAccessQuery,
    response: pageOf(certificateAccessRow),
  },
  /** The read-only page's data, without a session, while the link lives; every call is logged. */
  shared: {
    method: 'GET',
    path: path('shared'),
    permission: 'public',
    query: certificateTokenQuery,
    response: sharedCertificate,
    description: 'No sign-in: the token of a share link. Refused with 2032005 (unknown), 2032006 (expired) or 2032007 (revoked).',
  },
  /** The file of a share link, inline; without a session, logged. */
  sharedFile: { method: 'GET', path: path('sharedFile'), permission: 'public', kind: 'file', query: certificateTokenQuery },
});
