import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  PROJECT_AUDIT,
  PROJECT_CODE,
  type AttachmentExtension,
  type ProjectAttachmentKind,
  type ProjectAttachmentRow,
  fail,
} from '@carbon/domain';
import { assertInScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { allowedExtension, storeUpload, type DetectFileType } from '../../platform/files/stage.js';
import type { RequestContext } from '../../platform/http/context.js';
import { isEditableDraft, loadProject, notEditable, projectInScope } from './project-access.js';
import { partsRepo, type AttachmentRecord } from './project-parts.repo.js';
import type { ProjectRecord } from './project.repo.js';
import { toAttachmentRow } from './project.view.js';
import type { IncomingFile } from '../../platform/files/upload.js';
import { openStored, type StoredFile } from '../../platform/files/send.js';

export type ProjectAttachmentDeps = { db: Db; mutate: Mutate; clock: Clock; files: FileStorage; detectFileType: DetectFileType };

const ENTITY = PROJECT_AUDIT.attachment;
const MB = 1024 * 1024;

const typeOf = (filename: string) => allowedExtension<AttachmentExtension>(ATTACHMENT_TYPES, filename);
const badType = () => fail(PROJECT_CODE.ATTACHMENT_TYPE);
const tooLarge = () => fail(PROJECT_CODE.ATTACHMENT_SIZE, { max: ATTACHMENT_MAX_BYTES / MB });
const notExist = () => fail(PROJECT_CODE.ATTACHMENT_NOT_EXIST);

/**
 * What may be attached now: project-approval material not while the project is a draft (spec
 * §5); the proposal only while the draft can be edited (submission checks it).
 */
function assertKindAllowed(p: ProjectRecord, kind: string): void {
  if (kind === 'approval_material' && p.projectStatus === 'draft') throw fail(PROJECT_CODE.APPROVAL_MATERIAL_DRAFT);
  if (kind === 'proposal' && !isEditableDraft(p)) throw notEditable();
}

/**
 * Files of a project (proposal, approval material, acceptance, other): at most 50 MB each, the
 * inventory's allow-list checked by extension and content; streamed to the file storage, the row
 * written after; every read checked against the data scope.
 */
export function createProjectAttachmentService({ db, mutate, clock, files, detectFileType }: ProjectAttachmentDeps) {
  async function inScope(ctx: RequestContext, id: number): Promise<AttachmentRecord> {
    const a = await partsRepo.findAttachment(db, id);
    if (!a) throw notExist();
    assertInScope(await ctx.scope(), a.orgId);
    return a;
  }

  return {
    async upload(ctx: RequestContext, projectId: number, kind: ProjectAttachmentKind, file: IncomingFile): Promise<ProjectAttachmentRow> {
      const scope = await ctx.scope();
      const ext = typeOf(file.filename);
      const rules = { files, detectFileType, tag: 'project', clock, maxBytes: ATTACHMENT_MAX_BYTES, tooLarge, badType };
      const check = async () => {
        assertKindAllowed(await projectInScope(db, scope, projectId), kind);
        if (!ext) throw badType();
        return { ext };
      };
      return storeUpload(file, rules, check, ({ key, size, sha256 }, { ext }) =>
        mutate(ctx, async (tx, audit) => {
          const p = await projectInScope(tx, scope, projectId, true);
          assertKindAllowed(p, kind);
          const values = { projectId, orgId: p.orgId, kind, name: file.filename, size, mime: ATTACHMENT_TYPES[ext].mime };
          const row = toAttachmentRow(
            await partsRepo.insertAttachment(tx, { ...values, sha256, storageKey: key, createdBy: ctx.user.id }, clock.now()),
          );
          await audit({
            action: 'add',
            entity: ENTITY,
            entityId: row.id,
            orgId: p.orgId,
            after: { ...row, projectId: String(projectId), sha256 },
          });
          return row;
        }),
      );
    },

    /** The file as a download, in scope. */
    async download(ctx: RequestContext, id: number): Promise<StoredFile> {
      return openStored(files, await inScope(ctx, id));
    },

    /** Deletes the row (logically, audited); the stored bytes stay for the audit trail. */
    async remove(ctx: RequestContext, id: number): Promise<void> {
      const scope = await ctx.scope();
      await mutate(ctx, async (tx, audit) => {
        const a = await partsRepo.findAttachment(tx, id);
        if (!a) throw notExist();
        assertInScope(scope, a.orgId);
        const p = await loadProject(tx, a.projectId, true);
        if (a.kind === 'proposal' && !isEditableDraft(p)) throw notEditable();
        if (!(await partsRepo.softDeleteAttachment(tx, id, clock.now()))) throw notExist();
        await audit({ action: 'delete', entity: ENTITY, entityId: String(id), orgId: a.orgId, before: toAttachmentRow(a) });
      });
    },
  };
}

export type ProjectAttachmentService = ReturnType<typeof createProjectAttachmentService>;
