import { z } from 'zod';
import { idString, pageQuery } from '../shared/envelope.js';

/**
 * Certificates (issue 11, spec §3 "Certificate: year, organisation, inventory object, author,
 * size, share link"): each is a verification statement under ISO 14064-3 (module-research.md),
 * a PDF or an image uploaded through the file storage, with what the statement carries: the
 * verifier, the level of assurance, the criteria, the materiality and the opinion. A share
 * link opens a read-only page without sign-in until it expires or is revoked. Message keys
 * live in certificate.messages.ts.
 */

/** Spec §5/§9: files at most 50 MB. */
export const CERTIFICATE_MAX_BYTES = 50 * 1024 * 1024;
/** A statement is a PDF or an image, checked by extension and by content. */
export const CERTIFICATE_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
} as const;
export type CertificateExtension = keyof typeof CERTIFICATE_TYPES;
export const CERTIFICATE_EXTENSIONS = Object.keys(CERTIFICATE_TYPES) as CertificateExtension[];

/** ISO 14064-3 levels of assurance. Labels `certificate.assurance.<level>`. */
export const ASSURANCE_LEVELS = ['limited', 'reasonable'] as const;
export type AssuranceLevel = (typeof ASSURANCE_LEVELS)[number];

/** A share link lives 1 to 365 days (7 unless chosen). */
export const SHARE_MAX_DAYS = 365;
export const SHARE_DEFAULT_DAYS = 7;

/** Where the web's read-only page of a share link lives: `<origin>/share/certificate/<token>`. */
export const SHARE_PAGE_PATH = '/share/certificate';

/** A share link's state: usable, past its expiry, or revoked by a manager. Labels in the web's `certificate` namespace. */
export const SHARE_STATES = ['active', 'expired', 'revoked'] as const;
export type ShareState = (typeof SHARE_STATES)[number];

/**
 * What one access through a share link came to: the certificate shown (`ok`), or refused
 * because the link is unknown, expired, revoked, or its certificate was deleted.
 */
export const ACCESS_OUTCOMES = ['ok', 'unknown', 'expired', 'revoked', 'deleted'] as const;
export type AccessOutcome = (typeof ACCESS_OUTCOMES)[number];
/** The fields of the certificate (`view`) or its file (`file`). */
export const ACCESS_KINDS = ['view', 'file'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** Certificate error codes (2032xxx). Messages `error.<code>`. */
export const CERTIFICATE_CODE = {
  /** The certificate does not exist (or was deleted). */
  NOT_EXIST: 2032001,
  /** Not a PDF or an image, by extension or by content. */
  FILE_TYPE: 2032002,
  /** Larger than CERTIFICATE_MAX_BYTES. */
  FILE_SIZE: 2032003,
  /** The upload carries no file. */
  NO_FILE: 2032004,
  /** No share link has this token. */
  SHARE_UNKNOWN: 2032005,
  /** The share link expired. */
  SHARE_EXPIRED: 2032006,
  /** The share link was revoked. */
  SHARE_REVOKED: 2032007,
  /** The share (by id) does not exist. */
  SHARE_NOT_EXIST: 2032008,
} as const;

const year = z.coerce.number().int().min(1990).max(2100);
const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
const version = z.coerce.number().int().min(1);

/**
 * The fields of a certificate, as the upload's form fields (strings: `year` is coerced) and
 * as the edit's JSON body. Optional texts may be empty.
 */
export const certificateFields = z.object({
  year,
  orgId: idString,
  inventoryObject: required(100),
  author: required(50),
  verifier: text(200).optional(),
  assuranceLevel: z.enum(ASSURANCE_LEVELS).optional(),
  criteria: text(500).optional(),
  /** Free text, e.g. "5%" or "5% of total emissions". */
  materiality: text(100).optional(),
  opinion: text(2000).optional(),
  remark: text(500).optional(),
});
export type CertificateFields = z.infer<typeof certificateFields>;
/** The multipart form fields `certificate/add` reads beside the file (not a JSON body). */
export const CERTIFICATE_FORM_FIELDS = Object.keys(certificateFields.shape) as (keyof CertificateFields)[];

export const certificateEditRequest = certificateFields.extend({ id: idString, version });
export type CertificateEditRequest = z.infer<typeof certificateEditRequest>;
export const certificateDeleteRequest = z.object({ id: idString, version: version.optional() });

export const certificateFilter = z.object({
  year: year.optional(),
  orgId: idString.optional(),
  /** Inventory object, author, verifier or file name. */
  keyword: text(100).optional(),
});
export type CertificateFilter = z.infer<typeof certificateFilter>;
export const certificatePageQuery = pageQuery.extend(certificateFilter.shape);
export type CertificatePageQuery = z.infer<typeof certificatePageQuery>;

/** The statement's fields as a row and the shared page show them. */
const statementFields = {
  inventoryObject: z.string(),
  author: z.string(),
  verifier: z.string().nullable(),
  assuranceLevel: z.enum(ASSURANCE_LEVELS).nullable(),
  criteria: z.string().nullable(),
  materiality: z.string().nullable(),
  opinion: z.string().nullable(),
  remark: z.string().nullable(),
  fileName: z.string(),
  /** Bytes. */
  fileSize: z.number().int(),
  mime: z.string(),
};

export const certificateRow = z.object({
  id: z.string(),
  year: z.number().int(),
  orgId: z.string(),
  orgName: z.string(),
  ...statementFields,
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Optimistic-lock counter: send it back with edit. */
  version: z.number().int(),
  /** Share links usable now. */
  activeShares: z.number().int(),
});
export type CertificateRow = z.infer<typeof certificateRow>;

// ---------------------------------------------------------------- share links

export const certificateShareRequest = z.object({
  id: idString,
  expiresInDays: z.coerce.number().int().min(1).max(SHARE_MAX_DAYS).default(SHARE_DEFAULT_DAYS),
});
export type CertificateShareRequest = z.infer<typeof certificateShareRequest>;

/** The new link: shown once (only the token's SHA-256 is stored). */
export const certificateShareResult = z.object({
  /** The share's id (for revocation). */
  id: z.string(),
  /** The web's read-only page, absolute. */
  url: z.string(),
  token: z.string(),
  expiresAt: z.string(),
});
export type CertificateShareResult = z.infer<typeof certificateShareResult>;

/** Any text: an unknown or mangled token is refused with 2032005, not a validation error. */
export const certificateTokenQuery = z.object({ token: z.string().trim().min(1).max(200) });
export const certificateSharesQuery = z.object({ id: idString });
export const certificateRevokeRequest = z.object({ shareId: idString });

export const certificateShareRow = z.object({
  id: z.string(),
  certificateId: z.string(),
  /** The token's first characters, to tell links apart (the token itself is not stored). */
  tokenHint: z.string(),
  state: z.enum(SHARE_STATES),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedByName: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  /** Accesses through the link, and the last one. */
  accessCount: z.number().int(),
  lastAccessAt: z.string().nullable(),
});
export type CertificateShareRow = z.infer<typeof certificateShareRow>;

export const certificateAccessQuery = pageQuery.extend({ id: idString, shareId: idString.optional() });
export const certificateAccessRow = z.object({
  id: z.string(),
  shareId: z.string(),
  tokenHint: z.string(),
  at: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  kind: z.enum(ACCESS_KINDS),
  outcome: z.enum(ACCESS_OUTCOMES),
});
export type CertificateAccessRow = z.infer<typeof certificateAccessRow>;

/** What the read-only page shows: the statement's fields, no ids of people or internal versions. */
export const sharedCertificate = z.object({
  year: z.number().int(),
  orgName: z.string(),
  ...statementFields,
  createdAt: z.string(),
  /** When the link stops working. */
  expiresAt: z.string(),
});
export type SharedCertificate = z.infer<typeof sharedCertificate>;
