import { envAlarmContract } from '@carbon/domain';
import { eq } from 'drizzle-orm';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';
import { sysOrg } from '../../platform/db/schema/index.js';
import { addPoint, minutes, ingest } from './env-monitoring.testing.js';

const org = async (kit: AuditKit, code = 'fii-ccbg-longhua-le1') =>
  String((await kit.t.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, code)))[0]!.id);

/** An alarm raised by the averages job: an hour of COD at 120 mg/L against the hourly limit of 50, then the job run. */
async function alarm(kit: AuditKit): Promise<{ id: string; status: number }> {
  const p = await addPoint(kit.api, await org(kit), { name: `audit ${kit.unique()}` });
  const res = await ingest(kit.t, p.deviceKey, p.id, minutes('w01018', '2020-01-02T10', ['120']));
  if (!res.success) throw new Error(res.message);
  await kit.t.app.services.envMonitoring.averages.runDue(new Date('2020-01-02T03:30:00Z'));
  const page = await kit.api.get(`/api/main/envAlarm/page?pointId=${p.id}`);
  return (page.data as { rows: { id: string; status: number }[] }).rows[0]!;
}

const superAdminId = async (kit: AuditKit) => {
  const me = await kit.api.get('/api/main/getLoginUser');
  return String((me.data as { id: string | number }).id);
};

/** The monitoring module's audited POSTs (env-alarm), each called successfully (audit matrix). */
export const auditCases = defineAuditCases(envAlarmContract, {
  assign: async (kit) => ({ body: { id: (await alarm(kit)).id, userId: await superAdminId(kit) } }),
  upload: async (kit) => ({ file: Buffer.from('%PDF-1.4\n%test\n%%EOF\n'), filename: 'note.pdf', query: { id: (await alarm(kit)).id } }),
  handle: async (kit) => {
    const a = await alarm(kit);
    const res = await kit.api.post('/api/main/envAlarm/assign', { id: a.id, userId: await superAdminId(kit) });
    if (!res.success) throw new Error(res.message);
    return { body: { id: a.id, note: 'valve closed, sampling repeated' } };
  },
  settingsEdit: async () => ({ body: { urgentRatio: '2', importantRatio: '1.5' } }),
});
