import { authContract } from '@carbon/domain';
import { defineAuditCases } from '../../test/audit-cases.js';
import { DEMO } from '../../test/harness.js';

const e = authContract.endpoints;

export const auditCases = defineAuditCases(authContract, {
  login: async () => ({ body: { account: 'user', password: DEMO.user } }),
  /**
   * The matrix calls as the super admin, so this changes the super admin's own password:
   * first away from the demo one, and the matrix's call changes it back, so later cases
   * can still sign in with it.
   */
  updatePwd: async (kit) => {
    const { id } = (await kit.api.get(e.getLoginUser.path)).data as { id: string };
    const temporary = `Audit@${kit.unique().slice(-6)}`;
    const away = await kit.api.post(e.updatePwd.path, { id, password: DEMO.superAdmin, newPassword: temporary });
    if (!away.success) throw new Error(away.message);
    return { body: { id, password: temporary, newPassword: DEMO.superAdmin } };
  },
});
