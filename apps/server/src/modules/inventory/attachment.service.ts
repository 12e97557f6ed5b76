import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_ENTRY,
  ATTACHMENT_TYPES,
  INVENTORY_AUDIT,
  INVENTORY_CODE,
  type AttachmentExtension,
  type AttachmentRow,
  fail,
} from '@carbon/domain';
import { assertInScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { allowedExtension, storeUpload, type DetectFileType } from '../../platform/files/stage.js';
import type { RequestContext } from '../../platform/http/context.js';
import { attachmentRepo, type AttachmentRecord } from './attachment.repo.js';
import { entryRepo } from './entry.repo.js';
import { assertCanFill, loadTask, taskInScope } from './task-access.js';
import type { IncomingFile } from '../../platform/files/upload.js';
import { openStored, type StoredFile } from '../../platform/files/send.js';

export type AttachmentDeps = { db: Db; mutate: Mutate; clock: Clock; storage: FileStorage; detectFileType: DetectFileType };

const ENTITY = INVENTORY_AUDIT.attachment;
/** Enough of the file's beginning for content detection. */
const MB = 1024 * 1024;

const typeOf = (filename: string) => allowedExtension<AttachmentExtension>(ATTACHMENT_TYPES, filename);
const badType = () => fail(INVENTORY_CODE.ATTACHMENT_TYPE);
const tooLarge = () => fail(INVENTORY_CODE.ATTACHMENT_SIZE, { max: ATTACHMENT_MAX_BYTES / MB });
const tooMany = () => fail(INVENTORY_CODE.ATTACHMENT_COUNT, { max: ATTACHMENTS_PER_ENTRY });
const notExist = () => fail(INVENTORY_CODE.ATTACHMENT_NOT_EXIST);

const toAttachmentRow = (a: AttachmentRecord): AttachmentRow => ({
  id: String(a.id),
  entryId: String(a.entryId),
  name: a.name,
  size: a.size,
  mime: a.mime,
  previewable: ATTACHMENT_TYPES[typeOf(a.name) ?? 'zip'].preview,
  createdBy: String(a.createdBy),
  createdAt: a.createdAt.toISOString(),
});

/**
 * Evidence files of entries (spec §5/§8): at most 50 MB each, allowed types checked by
 * extension and content, at most ATTACHMENTS_PER_ENTRY per entry; every read is checked
 * against the data scope. The bytes stream to the file storage, the row is written after.
 */
export function createAttachmentService({ db, mutate, clock, storage, detectFileType }: AttachmentDeps) {
  async function inScope(ctx: RequestContext, id: number): Promise<AttachmentRecord> {
    const a = await attachmentRepo.findById(db, id);
    if (!a) throw notExist();
    assertInScope(await ctx.scope(), a.orgId);
    return a;
  }

  return {
    async list(ctx: RequestContext, entryId: number): Promise<AttachmentRow[]> {
      const entry = await entryRepo.findById(db, entryId);
      if (!entry) throw fail(INVENTORY_CODE.ENTRY_NOT_EXIST);
      await taskInScope(db, await ctx.scope(), entry.taskId);
      return (await attachmentRepo.listOfEntry(db, entryId)).map(toAttachmentRow);
    },

    async upload(ctx: RequestContext, entryId: number, file: IncomingFile): Promise<AttachmentRow> {
      const scope = await ctx.scope();
      const entry = await entryRepo.findById(db, entryId);
      const ext = typeOf(file.filename);
      const rules = { files: storage, detectFileType, tag: 'inventory', clock, maxBytes: ATTACHMENT_MAX_BYTES, tooLarge, badType };
      const check = async () => {
        if (!entry) throw fail(INVENTORY_CODE.ENTRY_NOT_EXIST);
        await assertCanFill(db, ctx, scope, await loadTask(db, entry.taskId));
        if (!ext) throw badType();
        if ((await attachmentRepo.countOfEntry(db, entryId)) >= ATTACHMENTS_PER_ENTRY) throw tooMany();
        return { ext, taskId: entry.taskId };
      };
      return storeUpload(file, rules, check, ({ key, size, sha256 }, { ext, taskId }) =>
        mutate(ctx, async (tx, audit) => {
          const task = await loadTask(tx, taskId, true);
          await assertCanFill(tx, ctx, scope, task);
          if (!(await entryRepo.findById(tx, entryId))) throw fail(INVENTORY_CODE.ENTRY_NOT_EXIST);
          if ((await attachmentRepo.countOfEntry(tx, entryId)) >= ATTACHMENTS_PER_ENTRY) throw tooMany();
          const values = {
            entryId,
            taskId: task.id,
            orgId: task.orgId,
            name: file.filename,
            size,
            mime: ATTACHMENT_TYPES[ext].mime,
          };
          const row = toAttachmentRow(
            await attachmentRepo.insert(tx, { ...values, sha256, storageKey: key, createdBy: ctx.user.id }, clock.now()),
          );
          await audit({ action: 'add', entity: ENTITY, entityId: row.id, orgId: task.orgId, after: { ...row, sha256 } });
          return row;
        }),
      );
    },

    /** The file for a download (Content-Disposition: attachment), in scope. */
    async download(ctx: RequestContext, id: number): Promise<StoredFile> {
      return openStored(storage, await inScope(ctx, id));
    },

    /** Images and PDF inline; other types refused (2030015). */
    async preview(ctx: RequestContext, id: number): Promise<StoredFile> {
      const a = await inScope(ctx, id);
      if (!ATTACHMENT_TYPES[typeOf(a.name) ?? 'zip'].preview) throw fail(INVENTORY_CODE.PREVIEW_UNSUPPORTED);
      return openStored(storage, a);
    },

    /** Deletes the row (logically, audited); the stored bytes stay for the audit trail. */
    async remove(ctx: RequestContext, id: number): Promise<void> {
      const scope = await ctx.scope();
      await mutate(ctx, async (tx, audit) => {
        const a = await attachmentRepo.findById(tx, id);
        if (!a) throw notExist();
        await assertCanFill(tx, ctx, scope, await loadTask(tx, a.taskId, true));
        if (!(await attachmentRepo.softDelete(tx, id, clock.now()))) throw notExist();
        await audit({ action: 'delete', entity: ENTITY, entityId: String(id), orgId: a.orgId, before: toAttachmentRow(a) });
      });
    },
  };
}

export type AttachmentService = ReturnType<typeof createAttachmentService>;
