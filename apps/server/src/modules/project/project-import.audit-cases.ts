import { PROJECT_SHEET, projectOverviewContract, translate } from '@carbon/domain';
import { defineAuditCases } from '../../test/audit-cases.js';
import { buildXlsx } from '../factor/testing.js';

/** The import's header in English, and one draft of the demo group's server BU. */
export const auditCases = defineAuditCases(projectOverviewContract, {
  import: async (kit) => ({
    file: await buildXlsx(
      PROJECT_SHEET.columns.map((c) => translate('en-US', c.label)),
      [[`Audit matrix project ${kit.unique()}`, 'fii-ccbg-longhua-le1-server', ...PROJECT_SHEET.columns.slice(2).map(() => null)]],
    ),
  }),
});
