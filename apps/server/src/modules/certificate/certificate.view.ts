import type { AssuranceLevel } from '@carbon/domain';
import type { CertificateRecord } from './certificate.repo.js';

/** The statement's fields of a stored certificate: what its row and its shared page both show. */
export const statementOf = (c: CertificateRecord) => ({
  inventoryObject: c.inventoryObject,
  author: c.author,
  verifier: c.verifier,
  assuranceLevel: c.assuranceLevel as AssuranceLevel | null,
  criteria: c.criteria,
  materiality: c.materiality,
  opinion: c.opinion,
  remark: c.remark,
  fileName: c.fileName,
  fileSize: c.fileSize,
  mime: c.mime,
});
