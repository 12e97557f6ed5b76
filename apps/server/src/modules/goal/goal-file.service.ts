import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  fail,
  GOAL_AUDIT,
  GOAL_CODE,
  type AttachmentExtension,
  type GoalFileRow,
  type GoalKind,
} from '@carbon/domain';
import { assertInScope, inScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { allowedExtension, storeUpload, type DetectFileType } from '../../platform/files/stage.js';
import { openStored, type StoredFile } from '../../platform/files/send.js';
import type { IncomingFile } from '../../platform/files/upload.js';
import type { RequestContext } from '../../platform/http/context.js';
import { goalRepo, type GoalFileRecord } from './goal.repo.js';

export type GoalFileDeps = { db: Db; mutate: Mutate; clock: Clock; files: FileStorage; detectFileType: DetectFileType };

const MB = 1024 * 1024;
const typeOf = (filename: string) => allowedExtension<AttachmentExtension>(ATTACHMENT_TYPES, filename);

export const toFileRow = (f: GoalFileRecord): GoalFileRow => ({
  id: String(f.id),
  kind: f.kind as GoalKind,
  year: f.year,
  orgId: String(f.orgId),
  name: f.name,
  size: f.size,
  mime: f.mime,
  createdAt: f.createdAt.toISOString(),
});

/**
 * The goal file of issue 13 ("each goal has an uploaded goal file, kept through the project's
 * storage"): the same allow-list, content check and 50 MB limit as evidence attachments. A save
 * names the file (fileId); it is readable by whoever sees its organisation or a goal row naming it.
 */
export function createGoalFileService({ db, mutate, clock, files, detectFileType }: GoalFileDeps) {
  return {
    async upload(ctx: RequestContext, kind: GoalKind, q: { year: number; orgId: string }, file: IncomingFile): Promise<GoalFileRow> {
      const orgId = Number(q.orgId);
      const ext = typeOf(file.filename);
      const rules = {
        files,
        detectFileType,
        tag: 'goal',
        clock,
        maxBytes: ATTACHMENT_MAX_BYTES,
        tooLarge: () => fail(GOAL_CODE.FILE_SIZE, { max: ATTACHMENT_MAX_BYTES / MB }),
        badType: () => fail(GOAL_CODE.FILE_TYPE),
      };
      const check = async () => {
        assertInScope(await ctx.scope(), orgId);
        if ((await goalRepo.orgsById(db, [orgId])).length === 0) throw fail(GOAL_CODE.NOT_EXIST);
        if (!ext) throw fail(GOAL_CODE.FILE_TYPE);
        return { ext };
      };
      return storeUpload(file, rules, check, ({ key, size, sha256 }, { ext }) => {
        const values = { kind, year: q.year, orgId, name: file.filename, size, mime: ATTACHMENT_TYPES[ext].mime, sha256 };
        return mutate(ctx, async (tx, audit) => {
          const row = toFileRow(await goalRepo.insertFile(tx, { ...values, storageKey: key, createdBy: ctx.user.id }, clock.now()));
          await audit({ action: 'add', entity: GOAL_AUDIT.file, entityId: row.id, orgId, after: { ...row, sha256 } });
          return row;
        });
      });
    },

    /** The file, for a caller who sees its organisation or a goal row (or submission) naming it. */
    async download(ctx: RequestContext, id: number): Promise<StoredFile> {
      const scope = await ctx.scope();
      const f = await goalRepo.findFile(db, id);
      if (!f) throw fail(GOAL_CODE.FILE_NOT_EXIST);
      if (!inScope(scope, f.orgId) && !(await goalRepo.fileOrgs(db, id)).some((o) => inScope(scope, o))) assertInScope(scope, f.orgId);
      return openStored(files, f);
    },
  };
}

export type GoalFileService = ReturnType<typeof createGoalFileService>;
