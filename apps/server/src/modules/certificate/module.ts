import { certificateContract } from '@carbon/domain';
import { defineModule } from '../../platform/module.js';
import { detectFileType } from '../../platform/files/file-type.js';
import type { Kit } from '../../services.js';
import { certificateRoutes } from './certificate.routes.js';
import { createCertificateService } from './certificate.service.js';

/**
 * Certificate management (issue 11): ISO 14064-3 verification statements in the file storage, data-scoped by
 * their organisation, and their share links (only the token's hash stored; opened without sign-in). The
 * environmental records read its page (the honours' verification statements): it is listed before them.
 */
export const certificateModule = defineModule({
  name: 'certificate',
  services: (kit: Kit) => ({ certificate: createCertificateService({ ...kit, detectFileType }) }),
  routes: certificateRoutes,
  // a manager manages certificates and their share links; deletion stays with the administrator
  seededRoles: { workflow: [certificateContract], manager: ['certificate:add', 'certificate:edit', 'certificate:share'] },
});
