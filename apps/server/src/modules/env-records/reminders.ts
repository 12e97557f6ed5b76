import { ENV_PERMIT_AUDIT } from '@carbon/domain';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Audit } from '../../platform/db/mutate.js';
import type { NoticeInput } from '../todo/todo.service.js';
import { planHonorRepo } from './plan-honor.repo.js';
import { windowEnd } from './plan-honor.service.js';

/** The job's name (sys_job_run) and interval: hourly is enough for a 30-day window. */
export const EXPIRY_JOB = 'env-records-expiry';
export const EXPIRY_INTERVAL_MS = 60 * 60 * 1000;
export const EXPIRY_NOTICE_KIND = 'env_expiry';

export type Notify = { notify(tx: Db, n: NoticeInput | NoticeInput[]): Promise<number[]> };

/**
 * Reminds the creator of each emergency plan and honour whose validity ends within the window
 * (EXPIRY_REMINDER_DAYS from today), once per record and end of validity: the record keeps the end
 * it was reminded for (a conditional update), so a second run, or another process, sends nothing,
 * and a renewed validity is reminded again when its own window comes.
 */
export function expiryJob({ clock, todo }: { clock: Clock; todo: Notify }) {
  return async (tx: Db, audit: Audit): Promise<number> => {
    const now = clock.now();
    const today = now.toISOString().slice(0, 10);
    const by = windowEnd(now);
    let sent = 0;
    for (const p of await planHonorRepo.plansDue(tx, today, by)) {
      if (!(await planHonorRepo.markPlan(tx, p.id, p.validTo))) continue;
      const params = { name: p.name, number: p.filingNumber, date: p.validTo };
      await todo.notify(tx, {
        userId: p.createdBy,
        kind: EXPIRY_NOTICE_KIND,
        titleKey: 'envRecords.notice.planExpiring',
        params,
        link: '/environment/emergencyPlan',
      });
      await audit({
        action: 'remind',
        entity: ENV_PERMIT_AUDIT.plan,
        entityId: String(p.id),
        orgId: p.orgId,
        after: { validTo: p.validTo, userId: String(p.createdBy) },
      });
      sent++;
    }
    for (const h of await planHonorRepo.honorsDue(tx, today, by)) {
      if (!h.validTo || !(await planHonorRepo.markHonor(tx, h.id, h.validTo))) continue;
      const params = { name: h.name, issuer: h.issuer, date: h.validTo };
      await todo.notify(tx, {
        userId: h.createdBy,
        kind: EXPIRY_NOTICE_KIND,
        titleKey: 'envRecords.notice.honorExpiring',
        params,
        link: '/environment/envHonor',
      });
      await audit({
        action: 'remind',
        entity: ENV_PERMIT_AUDIT.honor,
        entityId: String(h.id),
        orgId: h.orgId,
        after: { validTo: h.validTo, userId: String(h.createdBy) },
      });
      sent++;
    }
    return sent;
  };
}
