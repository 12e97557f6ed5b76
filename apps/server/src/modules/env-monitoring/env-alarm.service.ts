import {
  ALARM_STATUS,
  ATTACHMENT_TYPES,
  DEFAULT_RANK_THRESHOLDS,
  ENV_ALARM_FILE_MAX_BYTES,
  ENV_CODE,
  ENV_MONITORING_AUDIT,
  alarmTransition,
  mayHandle,
  thresholdsValid,
  toPage,
  translate,
  type AlarmAction,
  type AlarmStatusCode,
  type EnvAlarmAssignRequest,
  type EnvAlarmCounts,
  type EnvAlarmFilter,
  type EnvAlarmHandleRequest,
  type EnvAlarmRow,
  type EnvAlarmSettings,
  type Page,
  fail,
} from '@carbon/domain';
import { assertInScope, inScope, resolveDataScope, type DataScope } from '../../platform/auth/data-scope.js';
import { isSuperAdmin } from '../../platform/auth/super-admin.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { allowedExtension, storeUpload, type DetectFileType } from '../../platform/files/stage.js';
import { openStored, type StoredFile } from '../../platform/files/send.js';
import type { IncomingFile } from '../../platform/files/upload.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { TodoService } from '../todo/todo.service.js';
import { alarmRepo, type AlarmFilter, type AlarmListed, type AlarmRecord } from './env-alarm.repo.js';
import { iso, plain } from './env-common.js';

export type EnvAlarmDeps = {
  db: Db;
  mutate: Mutate;
  clock: Clock;
  files: FileStorage;
  detectFileType: DetectFileType;
  todo: Pick<TodoService, 'add' | 'complete'>;
};

const ENTITY = ENV_MONITORING_AUDIT.alarm;
const MB = 1024 * 1024;
/** The export holds at most this many alarms (newest first). */
export const EXPORT_MAX = 50_000;
const HANDLERS_MAX = 200;

export function toAlarmRow(l: AlarmListed): EnvAlarmRow {
  const a = l.a;
  return {
    id: String(a.id),
    pointId: String(a.pointId),
    pointName: l.pointName,
    orgId: String(a.orgId),
    orgName: l.orgName,
    parkId: l.parkId === null ? null : String(l.parkId),
    parkName: l.parkName,
    pollutant: a.pollutant,
    unit: l.unit,
    alarmType: a.alarmType,
    rank: a.rank,
    status: a.status,
    average: plain(a.average)!,
    limit: plain(a.limit)!,
    ratio: plain(a.ratio)!,
    periodStart: a.periodStart.toISOString(),
    periodEnd: a.periodEnd.toISOString(),
    handlerId: a.handlerId === null ? null : String(a.handlerId),
    handlerName: l.handlerName,
    assignedAt: iso(a.assignedAt),
    handledAt: iso(a.handledAt),
    handledByName: l.handledByName,
    note: a.note,
    fileId: a.fileId === null ? null : String(a.fileId),
    fileName: l.fileName,
    cleared: a.cleared,
    clearedAt: iso(a.clearedAt),
    clearedReason: a.clearedReason,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    version: a.version,
  };
}

/** A filter naming an organisation or park outside the caller's scope is refused (1013003), like a detail. */
async function scoped(ctx: RequestContext, f: EnvAlarmFilter): Promise<DataScope> {
  const scope = await ctx.scope();
  if (f.orgId !== undefined) assertInScope(scope, Number(f.orgId));
  if (f.parkId !== undefined) assertInScope(scope, Number(f.parkId));
  return scope;
}

export const toFilter = (f: EnvAlarmFilter): AlarmFilter => ({
  parkId: f.parkId === undefined ? undefined : Number(f.parkId),
  orgId: f.orgId === undefined ? undefined : Number(f.orgId),
  pointId: f.pointId === undefined ? undefined : Number(f.pointId),
  pollutant: f.pollutant,
  rank: f.rank,
  alarmType: f.alarmType,
  status: f.status,
  // local days (UTC+8 by default): from the day's start to its end
  from: f.from ? new Date(`${f.from}T00:00:00+08:00`) : undefined,
  to: f.to ? new Date(`${f.to}T23:59:59.999+08:00`) : undefined,
  withCleared: f.withCleared === 'true',
});

/**
 * The alarm log (issue 15): data-scoped lists, counts and export; assignment (0 → 1, a to-do for
 * the handler, who must see the point's organisation) and handling (1 → 2 by the handler or an
 * administrator, the to-do completed), each a conditional update on status and version.
 */
export function createEnvAlarmService({ db, mutate, clock, files, detectFileType, todo }: EnvAlarmDeps) {
  async function alarmInScope(scope: DataScope, id: number, tx: Db = db, lock = false): Promise<AlarmRecord> {
    const a = await alarmRepo.find(tx, id, lock);
    if (!a) throw fail(ENV_CODE.ALARM_NOT_EXIST);
    assertInScope(scope, a.orgId);
    return a;
  }

  async function row(tx: Db, id: number): Promise<EnvAlarmRow> {
    const l = await alarmRepo.listed(tx, id);
    if (!l) throw fail(ENV_CODE.ALARM_NOT_EXIST);
    return toAlarmRow(l);
  }

  /**
   * One step of the handling flow (assign, handle): a conditional update on the status and version the caller saw
   * (ALARM_CHANGED when another change came first), the step's to-do, the alarm audited before and after.
   */
  function step(
    ctx: RequestContext,
    current: AlarmRecord,
    action: 'assign' | 'handle',
    set: (now: Date) => Parameters<typeof alarmRepo.update>[3],
    toDo: (tx: Db, after: EnvAlarmRow) => Promise<unknown>,
  ): Promise<EnvAlarmRow> {
    const id = current.id;
    return mutate(ctx, async (tx, audit) => {
      const before = await row(tx, id);
      const a = await alarmRepo.update(tx, id, { status: current.status, version: current.version }, set(clock.now()));
      if (!a) throw fail(ENV_CODE.ALARM_CHANGED);
      const after = await row(tx, id);
      await toDo(tx, after);
      await audit({ action, entity: ENTITY, entityId: id, orgId: a.orgId, before, after });
      return after;
    });
  }

  function assertAction(ctx: RequestContext, status: AlarmStatusCode, action: AlarmAction): void {
    if (alarmTransition(status, action)) return;
    const item = ALARM_STATUS.items.find((i) => i.code === status);
    throw fail(ENV_CODE.ALARM_TRANSITION, {
      status: item ? translate(ctx.locale, item.key) : String(status),
      action: translate(ctx.locale, `envAlarm.action.${action}`),
    });
  }

  /** An administrator: the super admin, or a caller who sees every organisation. */
  const isAdmin = (ctx: RequestContext, scope: DataScope) => isSuperAdmin(ctx.user) || scope.all;

  return {
    async page(ctx: RequestContext, q: EnvAlarmFilter & { pageNo: number; pageSize: number }): Promise<Page<EnvAlarmRow>> {
      const { rows, total } = await alarmRepo.page(db, await scoped(ctx, q), toFilter(q), q.pageNo, q.pageSize);
      return toPage(rows.map(toAlarmRow), total, q.pageNo, q.pageSize);
    },

    async counts(ctx: RequestContext, q: EnvAlarmFilter): Promise<EnvAlarmCounts> {
      const by = new Map((await alarmRepo.counts(db, await scoped(ctx, q), toFilter(q))).map((r) => [r.rank, Number(r.n)]));
      const [urgent, important, general] = [by.get(0) ?? 0, by.get(1) ?? 0, by.get(2) ?? 0];
      return { urgent, important, general, total: urgent + important + general };
    },

    async detail(ctx: RequestContext, id: number): Promise<EnvAlarmRow> {
      await alarmInScope(await ctx.scope(), id);
      return row(db, id);
    },

    async exportRows(ctx: RequestContext, q: EnvAlarmFilter): Promise<EnvAlarmRow[]> {
      return (await alarmRepo.all(db, await scoped(ctx, q), toFilter(q), EXPORT_MAX)).map(toAlarmRow);
    },

    /** Active users of the point's organisation and its ancestors whose data scope covers it (at most 200). */
    async handlers(ctx: RequestContext, id: number) {
      const a = await alarmInScope(await ctx.scope(), id);
      const users = await alarmRepo.usersOf(db, await alarmRepo.pathOf(db, a.orgId), HANDLERS_MAX);
      const out = [];
      for (const u of users)
        if (inScope(await resolveDataScope(db, u), a.orgId))
          out.push({ id: String(u.id), name: u.name, account: u.account, orgName: u.orgName });
      return out;
    },

    async assign(ctx: RequestContext, b: EnvAlarmAssignRequest): Promise<EnvAlarmRow> {
      const scope = await ctx.scope();
      const id = Number(b.id);
      const current = await alarmInScope(scope, id);
      assertAction(ctx, current.status as AlarmStatusCode, 'assign');
      const user = await alarmRepo.user(db, Number(b.userId));
      if (!user || user.status !== 0) throw fail(ENV_CODE.HANDLER_NOT_EXIST, {}, 'userId');
      if (!inScope(await resolveDataScope(db, user), current.orgId)) {
        const org = await alarmRepo.listed(db, id);
        throw fail(ENV_CODE.HANDLER_SCOPE, { name: user.name, org: org?.orgName ?? '' }, 'userId');
      }
      return step(
        ctx,
        current,
        'assign',
        (now) => ({ status: 1, handlerId: user.id, assignedBy: ctx.user.id, assignedAt: now, updatedAt: now }),
        (tx, after) =>
          todo.add(tx, {
            userId: user.id,
            kind: 'env_alarm',
            subjectType: 'env_alarm',
            subjectId: id,
            titleKey: 'envAlarm.todo.title',
            params: { point: after.pointName, pollutant: after.pollutant, period: after.periodStart },
            link: `/environment/alarmLog?id=${id}`,
          }),
      );
    },

    /** The handling attachment, stored before the row is written (removed again when refused). */
    async upload(ctx: RequestContext, id: number, file: IncomingFile) {
      const scope = await ctx.scope();
      const ext = allowedExtension(ATTACHMENT_TYPES, file.filename);
      const rules = {
        files,
        detectFileType,
        tag: 'env-alarm',
        clock,
        maxBytes: ENV_ALARM_FILE_MAX_BYTES,
        tooLarge: () => fail(ENV_CODE.ALARM_FILE_SIZE, { max: ENV_ALARM_FILE_MAX_BYTES / MB }),
        badType: () => fail(ENV_CODE.ALARM_FILE_TYPE),
      };
      const check = async () => {
        await alarmInScope(scope, id);
        if (!ext) throw fail(ENV_CODE.ALARM_FILE_TYPE);
        return { ext };
      };
      return storeUpload(file, rules, check, ({ key, size, sha256 }, { ext }) =>
        mutate(ctx, async (tx, audit) => {
          const a = await alarmInScope(scope, id, tx);
          const mime = ATTACHMENT_TYPES[ext].mime;
          const f = await alarmRepo.insertFile(tx, {
            alarmId: id,
            orgId: a.orgId,
            name: file.filename,
            size,
            mime,
            sha256,
            storageKey: key,
            createdBy: ctx.user.id,
            createdAt: clock.now(),
          });
          const out = { id: String(f.id), alarmId: String(id), name: f.name, size: f.size, mime: f.mime };
          await audit({ action: 'add', entity: ENTITY, entityId: id, orgId: a.orgId, after: { file: out } });
          return out;
        }),
      );
    },

    async file(ctx: RequestContext, fileId: number): Promise<StoredFile> {
      const f = await alarmRepo.file(db, fileId);
      if (!f) throw fail(ENV_CODE.ALARM_FILE_NOT_EXIST);
      assertInScope(await ctx.scope(), f.orgId);
      return openStored(files, f);
    },

    async handle(ctx: RequestContext, b: EnvAlarmHandleRequest): Promise<EnvAlarmRow> {
      const scope = await ctx.scope();
      const id = Number(b.id);
      const current = await alarmInScope(scope, id);
      assertAction(ctx, current.status as AlarmStatusCode, 'handle');
      if (!mayHandle(current, ctx.user.id, isAdmin(ctx, scope))) throw fail(ENV_CODE.NOT_HANDLER);
      const fileId = b.fileId === undefined ? null : Number(b.fileId);
      if (fileId !== null && (await alarmRepo.file(db, fileId))?.alarmId !== id) throw fail(ENV_CODE.ALARM_FILE_NOT_EXIST, {}, 'fileId');
      return step(
        ctx,
        current,
        'handle',
        (now) => ({ status: 2, note: b.note, fileId, handledBy: ctx.user.id, handledAt: now, updatedAt: now }),
        (tx) => todo.complete(tx, { subjectType: 'env_alarm', subjectId: id }),
      );
    },

    async settings(): Promise<EnvAlarmSettings> {
      const s = await alarmRepo.settings(db);
      return s ? { urgentRatio: plain(s.urgentRatio)!, importantRatio: plain(s.importantRatio)! } : { ...DEFAULT_RANK_THRESHOLDS };
    },

    async settingsEdit(ctx: RequestContext, b: EnvAlarmSettings): Promise<EnvAlarmSettings> {
      if (!thresholdsValid(b)) throw fail(ENV_CODE.THRESHOLDS, {}, 'urgentRatio');
      const before = await this.settings();
      return mutate(ctx, async (tx, audit) => {
        await alarmRepo.saveSettings(tx, b, ctx.user.id, clock.now());
        const after = { urgentRatio: plain(b.urgentRatio)!, importantRatio: plain(b.importantRatio)! };
        await audit({ action: 'edit', entity: ENV_MONITORING_AUDIT.setting, entityId: 1, before, after });
        return after;
      });
    },
  };
}

export type EnvAlarmService = ReturnType<typeof createEnvAlarmService>;
