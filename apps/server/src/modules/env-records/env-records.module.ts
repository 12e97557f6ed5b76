import { toPage, type CertificatePageQuery, type CertificateRow, type HonorVerificationRow, type Page } from '@carbon/domain';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { FileStorage } from '../../platform/files/storage.js';
import type { ImportQueue } from '../../platform/files/import-queue.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import type { Kit } from '../../services.js';
import { createEnvFileService } from './env-file.service.js';
import type { DetectFileType } from '../../platform/files/stage.js';
import { createPermitService } from './permit.service.js';
import { createHonorService, createPlanService } from './plan-honor.service.js';
import { EXPIRY_INTERVAL_MS, EXPIRY_JOB, expiryJob, type Notify } from './reminders.js';
import { createWasteCatalogueService } from './waste-catalogue.service.js';
import { createWasteInventoryService, type InventoryPort } from './waste-inventory.service.js';
import { createWasteService } from './waste.service.js';

/** What the honours page reads of certificate management: its data-scoped page (never its repo). */
export type CertificatePort = { page(ctx: RequestContext, q: CertificatePageQuery): Promise<Page<CertificateRow>> };

export type EnvRecordsModuleDeps = {
  db: Db;
  mutate: Mutate;
  clock: Clock;
  imports: ImportQueue;
  files: FileStorage;
  detectFileType: DetectFileType;
  scheduler: Pick<Scheduler, 'every'>;
  inventory: InventoryPort;
  certificate: CertificatePort;
  todo: Notify;
};

const toVerification = (c: CertificateRow): HonorVerificationRow => ({
  certificateId: c.id,
  year: c.year,
  orgId: c.orgId,
  orgName: c.orgName,
  inventoryObject: c.inventoryObject,
  verifier: c.verifier,
  fileName: c.fileName,
  createdAt: c.createdAt,
});

/**
 * Environmental records (issue 15, ADR 015): waste and its catalogues with the path into scope 3
 * category 5, EIA projects, emergency plans and honours with their files, and the expiry reminders.
 * Built once in services.ts.
 */
export function createEnvRecords(deps: EnvRecordsModuleDeps) {
  const permit = createPermitService(deps);
  const plan = createPlanService(deps);
  const honor = createHonorService(deps);
  const job = expiryJob(deps);
  deps.scheduler.every(EXPIRY_JOB, EXPIRY_INTERVAL_MS, async (tx, audit) => void (await job(tx, audit)));
  return {
    catalogue: createWasteCatalogueService(deps),
    waste: createWasteService(deps),
    wasteInventory: createWasteInventoryService(deps),
    permit,
    plan,
    honor,
    files: {
      permit: createEnvFileService(deps, 'permit', permit.ownerOrg),
      plan: createEnvFileService(deps, 'plan', plan.ownerOrg),
      honor: createEnvFileService(deps, 'honor', honor.ownerOrg),
    },
    /** The ISO 14064 verification statements of certificate management, in the caller's scope: read, not stored twice. */
    async verifications(
      ctx: RequestContext,
      q: { orgId?: string | undefined; year?: number | undefined; pageNo: number; pageSize: number },
    ) {
      const page = await deps.certificate.page(ctx, { orgId: q.orgId, year: q.year, pageNo: q.pageNo, pageSize: q.pageSize });
      return toPage(page.rows.map(toVerification), page.totalRows, page.pageNo, page.pageSize);
    },
    /** Runs the expiry reminders now, in the caller's transaction (tests, with a controlled clock). */
    expiryJob: job,
  };
}

export type EnvRecordsModule = ReturnType<typeof createEnvRecords>;

/** What the module's routes use: its services, the request context and the clock. */
export type EnvRecordsServices = Pick<Kit, 'context' | 'clock'> & { envRecords: EnvRecordsModule };
