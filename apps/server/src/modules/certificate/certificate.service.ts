import {
  CERTIFICATE_AUDIT,
  CERTIFICATE_CODE,
  ORG_CODE,
  toPage,
  type CertificateEditRequest,
  type CertificateFields,
  type CertificatePageQuery,
  type CertificateRow,
  type Page,
  fail,
  conflict,
} from '@carbon/domain';
import { assertInScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { FileStorage } from '../../platform/files/storage.js';
import type { RequestContext } from '../../platform/http/context.js';
import {
  type CertificateListed,
  type CertificateRecord,
  certificateRepo,
  certificateScope,
  type CertificateValues,
} from './certificate.repo.js';
import { parseFields, readParts, stageFile } from './certificate-upload.js';
import type { DetectFileType } from '../../platform/files/stage.js';
import { createCertificateShareService } from './certificate-share.service.js';
import { statementOf } from './certificate.view.js';
import type { StoredFile } from '../../platform/files/send.js';
import type { UploadPart } from '../../platform/files/upload.js';

export type CertificateDeps = { db: Db; mutate: Mutate; clock: Clock; files: FileStorage; detectFileType: DetectFileType };

const ENTITY = CERTIFICATE_AUDIT.certificate;
const notExist = () => fail(CERTIFICATE_CODE.NOT_EXIST);

async function assertLiveOrg(tx: Db, orgId: number): Promise<void> {
  if (!(await certificateRepo.liveOrg(tx, orgId))) throw fail(ORG_CODE.NOT_EXIST);
}

export const toCertificateRow = ({ c, orgName, createdByName, activeShares }: CertificateListed): CertificateRow => ({
  id: String(c.id),
  year: c.year,
  orgId: String(c.orgId),
  orgName,
  ...statementOf(c),
  createdBy: String(c.createdBy),
  createdByName,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
  version: c.version,
  activeShares,
});

const values = (b: CertificateFields): CertificateValues => ({
  orgId: Number(b.orgId),
  year: b.year,
  inventoryObject: b.inventoryObject,
  author: b.author,
  verifier: b.verifier || null,
  assuranceLevel: b.assuranceLevel ?? null,
  criteria: b.criteria || null,
  materiality: b.materiality || null,
  opinion: b.opinion || null,
  remark: b.remark || null,
});

/**
 * Certificates (issue 11): verification statements with their file, every read and change
 * within the caller's data scope; every change through `mutate` with its audit record. The
 * bytes stream to the file storage first; the row is written after the checks.
 */
export function createCertificateService(deps: CertificateDeps) {
  const { db, mutate, clock, files, detectFileType } = deps;

  async function listed(tx: Db, id: number): Promise<CertificateRow> {
    const row = await certificateRepo.findListed(tx, id, clock.now());
    if (!row) throw notExist();
    return toCertificateRow(row);
  }

  /** A live certificate in the caller's scope (1013003 otherwise). */
  async function inScope(scope: DataScope, id: number, tx: Db = db, lock = false): Promise<CertificateRecord> {
    const c = await certificateRepo.findById(tx, id, lock);
    if (!c) throw notExist();
    assertInScope(scope, c.orgId);
    return c;
  }

  async function open(c: CertificateRecord): Promise<StoredFile> {
    return { name: c.fileName, mime: c.mime, size: c.fileSize, stream: await files.get(c.storageKey) };
  }

  const service = {
    async page(ctx: RequestContext, q: CertificatePageQuery): Promise<Page<CertificateRow>> {
      const scope = await ctx.scope();
      const orgId = q.orgId === undefined ? undefined : Number(q.orgId);
      if (orgId !== undefined) assertInScope(scope, orgId);
      const filter = { year: q.year, orgId, keyword: q.keyword };
      const cond = certificateScope(scope);
      const { rows, total } = await certificateRepo.page(db, cond, filter, q.pageNo, q.pageSize, clock.now());
      return toPage(rows.map(toCertificateRow), total, q.pageNo, q.pageSize);
    },

    async detail(ctx: RequestContext, id: number): Promise<CertificateRow> {
      await inScope(await ctx.scope(), id);
      return listed(db, id);
    },

    /** The multipart upload: the file (pdf, png, jpg, jpeg ≤ 50 MB, checked by content) and the fields, in any order. */
    async add(ctx: RequestContext, parts: AsyncIterable<UploadPart>): Promise<CertificateRow> {
      const scope = await ctx.scope();
      const check = async (raw: Record<string, string>) => {
        const b = parseFields(ctx.locale, raw);
        assertInScope(scope, Number(b.orgId));
        await assertLiveOrg(db, Number(b.orgId));
      };
      const { raw, staged } = await readParts(files, parts, (part) => stageFile(files, detectFileType, part, clock.now()), check);
      if (!staged) throw fail(CERTIFICATE_CODE.NO_FILE);
      try {
        await check(raw);
        const b = parseFields(ctx.locale, raw);
        return await mutate(ctx, async (tx, audit) => {
          const { key, ...file } = staged;
          const row = await certificateRepo.insert(tx, { ...values(b), ...file, storageKey: key }, ctx.user.id, clock.now());
          const after = await listed(tx, row.id);
          await audit({ action: 'add', entity: ENTITY, entityId: after.id, orgId: row.orgId, after: { ...after, sha256: file.sha256 } });
          return after;
        });
      } catch (e) {
        await files.delete(staged.key);
        throw e;
      }
    },

    /** The statement's fields (not its file), with the version read. */
    async edit(ctx: RequestContext, b: CertificateEditRequest): Promise<CertificateRow> {
      const scope = await ctx.scope();
      const id = Number(b.id);
      assertInScope(scope, Number(b.orgId));
      return mutate(ctx, async (tx, audit) => {
        await inScope(scope, id, tx, true);
        await assertLiveOrg(tx, Number(b.orgId));
        const before = await listed(tx, id);
        const row = await certificateRepo.update(tx, id, b.version, values(b), clock.now());
        if (!row) throw conflict();
        const after = await listed(tx, id);
        await audit({ action: 'edit', entity: ENTITY, entityId: after.id, orgId: row.orgId, before, after });
        return after;
      });
    },

    /** Deletes the row (logically, audited); its share links stop working; the bytes stay for the audit trail. */
    async remove(ctx: RequestContext, b: { id: string; version?: number | undefined }): Promise<void> {
      const scope = await ctx.scope();
      const id = Number(b.id);
      await mutate(ctx, async (tx, audit) => {
        const c = await inScope(scope, id, tx, true);
        const before = await listed(tx, id);
        if (!(await certificateRepo.softDelete(tx, id, b.version ?? c.version, clock.now()))) throw conflict();
        await audit({ action: 'delete', entity: ENTITY, entityId: String(id), orgId: c.orgId, before });
      });
    },

    /** The file (download or inline preview: every allowed type previews), in scope. */
    async file(ctx: RequestContext, id: number): Promise<StoredFile> {
      return open(await inScope(await ctx.scope(), id));
    },
  };

  return { ...service, shares: createCertificateShareService({ ...deps, inScope, open }) };
}

export type CertificateService = ReturnType<typeof createCertificateService>;
