import {
  ENV_FILE_MAX_BYTES,
  ENV_FILE_TYPES,
  ENV_PERMIT_AUDIT,
  ENV_PERMIT_CODE,
  type EnvFileExtension,
  type EnvFileOwner,
  type EnvFileRow,
  fail,
} from '@carbon/domain';
import { assertInScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { allowedExtension, stageUpload, type DetectFileType } from '../../platform/files/stage.js';
import { openStored, type StoredFile } from '../../platform/files/send.js';
import type { UploadPart } from '../../platform/files/upload.js';
import type { RequestContext } from '../../platform/http/context.js';
import { permitRepo, type FileRecord } from './permit.repo.js';

export type EnvFileDeps = { db: Db; mutate: Mutate; clock: Clock; files: FileStorage; detectFileType: DetectFileType };
/** The organisation of a live record of the kind, or undefined (the record does not exist). */
export type OwnerOrg = (tx: Db, id: number, lock?: boolean) => Promise<number | undefined>;

const ENTITY = ENV_PERMIT_AUDIT.file;
const MB = 1024 * 1024;
const NOT_EXIST: Record<EnvFileOwner, number> = {
  permit: ENV_PERMIT_CODE.PERMIT_NOT_EXIST,
  plan: ENV_PERMIT_CODE.PLAN_NOT_EXIST,
  honor: ENV_PERMIT_CODE.HONOR_NOT_EXIST,
};

const extOf = (filename: string) => allowedExtension<EnvFileExtension>(ENV_FILE_TYPES, filename);
const toFileRow = (f: FileRecord, createdByName: string): EnvFileRow => ({
  id: String(f.id),
  ownerId: String(f.ownerId),
  name: f.name,
  size: f.size,
  mime: f.mime,
  createdByName,
  createdAt: f.createdAt.toISOString(),
});

/**
 * Files of the records (approval documents, plan files, certificates): streamed to the file
 * storage, checked by size, extension and content, the row written after; every read and change
 * within the caller's data scope, through the owning record's organisation.
 */
export function createEnvFileService({ db, mutate, clock, files, detectFileType }: EnvFileDeps, kind: EnvFileOwner, ownerOrg: OwnerOrg) {
  async function owner(scope: DataScope, tx: Db, id: number, lock = false): Promise<number> {
    const orgId = await ownerOrg(tx, id, lock);
    if (orgId === undefined) throw fail(NOT_EXIST[kind]);
    assertInScope(scope, orgId);
    return orgId;
  }
  async function stage(part: Extract<UploadPart, { type: 'file' }>) {
    const ext = extOf(part.filename);
    if (!ext) {
      part.stream.resume();
      throw fail(ENV_PERMIT_CODE.FILE_TYPE);
    }
    const staged = await stageUpload(part, ext, {
      files,
      detectFileType,
      tag: `env-${kind}`,
      now: clock.now(),
      maxBytes: ENV_FILE_MAX_BYTES,
      tooLarge: () => fail(ENV_PERMIT_CODE.FILE_SIZE, { max: ENV_FILE_MAX_BYTES / MB }),
      badType: () => fail(ENV_PERMIT_CODE.FILE_TYPE),
    });
    return { ...staged, name: part.filename, mime: ENV_FILE_TYPES[ext] };
  }

  return {
    async list(ctx: RequestContext, ownerId: number): Promise<EnvFileRow[]> {
      await owner(await ctx.scope(), db, ownerId);
      return (await permitRepo.files(db, kind, ownerId)).map((r) => toFileRow(r.f, r.createdByName));
    },

    /** The field `ownerId` first (checked before a byte is stored), then the file. */
    async upload(ctx: RequestContext, parts: AsyncIterable<UploadPart>): Promise<EnvFileRow> {
      const scope = await ctx.scope();
      let ownerId: number | undefined;
      let staged: Awaited<ReturnType<typeof stage>> | undefined;
      try {
        for await (const part of parts) {
          if (part.type === 'field') {
            if (part.name === 'ownerId' && /^\d{1,18}$/.test(part.value.trim())) ownerId = Number(part.value.trim());
            continue;
          }
          if (staged || ownerId === undefined) {
            part.stream.resume();
            if (ownerId === undefined) throw fail(NOT_EXIST[kind]);
            continue;
          }
          await owner(scope, db, ownerId).catch((e: unknown) => {
            part.stream.resume();
            throw e;
          });
          staged = await stage(part);
        }
        if (!staged || ownerId === undefined) throw fail(ENV_PERMIT_CODE.NO_FILE);
        const { key, ...file } = staged;
        const id = ownerId;
        return await mutate(ctx, async (tx, audit) => {
          const orgId = await owner(scope, tx, id, true);
          const row = await permitRepo.insertFile(
            tx,
            { ownerKind: kind, ownerId: id, orgId, ...file, storageKey: key, createdBy: ctx.user.id },
            clock.now(),
          );
          const after = toFileRow(row, ctx.user.name ?? '');
          await audit({ action: 'add', entity: ENTITY, entityId: after.id, orgId, after: { ...after, kind, sha256: file.sha256 } });
          return after;
        });
      } catch (e) {
        if (staged) await files.delete(staged.key);
        throw e;
      }
    },

    async download(ctx: RequestContext, id: number): Promise<StoredFile> {
      const f = await permitRepo.findFile(db, kind, id);
      if (!f) throw fail(ENV_PERMIT_CODE.FILE_NOT_EXIST);
      assertInScope(await ctx.scope(), f.orgId);
      return openStored(files, f);
    },

    /** Deletes the row (logically, audited); the bytes stay for the audit trail. */
    async remove(ctx: RequestContext, id: number): Promise<void> {
      const scope = await ctx.scope();
      await mutate(ctx, async (tx, audit) => {
        const f = await permitRepo.findFile(tx, kind, id);
        if (!f) throw fail(ENV_PERMIT_CODE.FILE_NOT_EXIST);
        assertInScope(scope, f.orgId);
        if (!(await permitRepo.softDeleteFile(tx, id))) throw fail(ENV_PERMIT_CODE.FILE_NOT_EXIST);
        await audit({ action: 'delete', entity: ENTITY, entityId: String(id), orgId: f.orgId, before: { ...toFileRow(f, ''), kind } });
      });
    },
  };
}

export type EnvFileService = ReturnType<typeof createEnvFileService>;
