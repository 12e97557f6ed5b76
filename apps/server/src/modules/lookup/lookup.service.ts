import {
  DICT_DATA_CODE,
  DICT_TYPE_CODE,
  enumByCode,
  invalid,
  MESSAGES,
  toPage,
  translate,
  type Page,
  type AppRow,
  type DictDataAddRequest,
  type DictDataEditRequest,
  type DictDataPageQuery,
  type DictDataRow,
  type DictOption,
  type DictTreeNode,
  type DictTypeAddRequest,
  type DictTypeEditRequest,
  type DictTypePageQuery,
  type DictTypeRow,
  type Locale,
  fail,
} from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { RequestContext } from '../../platform/http/context.js';
import { lookupRepo, type DictDataRecord, type DictTypeRecord } from './lookup.repo.js';
import { createPositionService } from './position.service.js';

const typeCodeRepeat = () => fail(DICT_TYPE_CODE.CODE_REPEAT, {}, 'code');
const entryCodeRepeat = () => fail(DICT_DATA_CODE.CODE_REPEAT, {}, 'code');

/** A type seeded from a domain enumeration: the application reads it by code. */
const builtIn = (t: Pick<DictTypeRecord, 'code'>) => enumByCode(t.code) !== undefined;

/** A seeded type keeping its seeded name is shown in the caller's language. */
function typeName(locale: Locale, t: DictTypeRecord): string {
  const key = enumByCode(t.code)?.key;
  return key && MESSAGES['zh-CN'][key] === t.name ? translate(locale, key) : t.name;
}
const entryLabel = (locale: Locale, d: DictDataRecord) => (d.labelKey ? translate(locale, d.labelKey) : d.value);

const toTypeRow = (t: DictTypeRecord): DictTypeRow => ({
  id: String(t.id),
  name: t.name,
  code: t.code,
  sort: t.sort,
  remark: t.remark,
  status: t.status,
  builtIn: builtIn(t),
  createTime: t.createdAt.toISOString(),
  updateTime: t.updatedAt.toISOString(),
});
const toEntryRow = (d: DictDataRecord): DictDataRow => ({
  id: String(d.id),
  typeId: String(d.typeId),
  code: d.code,
  value: d.value,
  labelKey: d.labelKey,
  sort: d.sort,
  remark: d.remark,
  status: d.status,
  createTime: d.createdAt.toISOString(),
  updateTime: d.updatedAt.toISOString(),
});

/** Dictionaries (contract §1.4, §5.8) and applications (§5.7); positions in position.service.ts. */
export function createLookupService({ db, clock, mutate }: { db: Db; clock: Clock; mutate: Mutate }) {
  async function mustType(tx: Db, id: number, field?: string) {
    const t = await lookupRepo.type(tx, id);
    if (!t) throw fail(DICT_TYPE_CODE.NOT_EXIST, {}, field);
    return t;
  }
  async function mustEntry(tx: Db, id: number) {
    const d = await lookupRepo.entry(tx, id);
    if (!d) throw fail(DICT_DATA_CODE.NOT_EXIST);
    return d;
  }

  /** GET /sysDictType/dropDown: the type's entries in sort order, labels in the caller's language. */
  async function dropDown(locale: Locale, code: string): Promise<DictOption[]> {
    const type = await lookupRepo.typeByCode(db, code);
    if (!type) throw fail(DICT_TYPE_CODE.NOT_EXIST, {}, 'code');
    return (await lookupRepo.entries(db, type.id)).map((d) => ({ code: d.code, value: entryLabel(locale, d) }));
  }

  /** GET /sysDictType/tree: every type with its entries (the client caches it after sign-in). */
  async function tree(locale: Locale): Promise<DictTreeNode[]> {
    const [types, entries] = await Promise.all([lookupRepo.types(db), lookupRepo.entries(db)]);
    const byType = new Map<number, DictTreeNode[]>();
    for (const d of entries) {
      const node = { id: String(d.id), pid: String(d.typeId), code: d.code, name: entryLabel(locale, d), children: [] };
      byType.set(d.typeId, [...(byType.get(d.typeId) ?? []), node]);
    }
    return types.map((t) => ({ id: String(t.id), pid: '0', code: t.code, name: typeName(locale, t), children: byType.get(t.id) ?? [] }));
  }

  async function apps(): Promise<AppRow[]> {
    const rows = await lookupRepo.apps(db);
    return rows.map((a) => ({
      id: String(a.id),
      name: a.name,
      code: a.code,
      active: a.active ? 'Y' : 'N',
      sort: a.sort,
      status: a.status,
    }));
  }

  async function typePage(q: DictTypePageQuery): Promise<Page<DictTypeRow>> {
    const { rows, total } = await lookupRepo.typePage(db, q, q.pageSize, (q.pageNo - 1) * q.pageSize);
    return toPage(rows.map(toTypeRow), total, q.pageNo, q.pageSize);
  }

  async function assertTypeUnique(tx: Db, v: { name: string; code: string }, exceptId?: number) {
    const clash = await lookupRepo.typeClashes(tx, v, exceptId);
    if (clash.code) throw typeCodeRepeat();
    if (clash.name) throw fail(DICT_TYPE_CODE.NAME_REPEAT, {}, 'name');
  }

  function addType(ctx: RequestContext, body: DictTypeAddRequest): Promise<DictTypeRow> {
    return mutate(
      ctx,
      async (tx, audit) => {
        await assertTypeUnique(tx, body);
        const row = toTypeRow(await lookupRepo.insertType(tx, body, clock.now()));
        await audit({ action: 'add', entity: 'sys_dict_type', entityId: row.id, after: row });
        return row;
      },
      { unique: typeCodeRepeat },
    );
  }

  function editType(ctx: RequestContext, body: DictTypeEditRequest): Promise<DictTypeRow> {
    const id = Number(body.id);
    return mutate(
      ctx,
      async (tx, audit) => {
        const before = await mustType(tx, id);
        if (builtIn(before) && body.code !== before.code) throw invalid('admin.dict.builtInCode', { code: before.code }, 'code');
        await assertTypeUnique(tx, body, id);
        const { name, code, sort, remark } = body;
        const row = toTypeRow(await lookupRepo.updateType(tx, id, { name, code, sort, remark }, clock.now()));
        await audit({ action: 'edit', entity: 'sys_dict_type', entityId: id, before: toTypeRow(before), after: row });
        return row;
      },
      { unique: typeCodeRepeat },
    );
  }

  function removeType(ctx: RequestContext, id: number): Promise<void> {
    return mutate(ctx, async (tx, audit) => {
      const before = await mustType(tx, id);
      if (builtIn(before)) throw invalid('admin.dict.builtInDelete', { code: before.code }, 'id');
      await lookupRepo.removeType(tx, id, clock.now());
      await audit({ action: 'delete', entity: 'sys_dict_type', entityId: id, before: toTypeRow(before) });
    });
  }

  async function entryPage(q: DictDataPageQuery): Promise<Page<DictDataRow>> {
    const f = { typeId: Number(q.typeId), value: q.value, code: q.code };
    const { rows, total } = await lookupRepo.entryPage(db, f, q.pageSize, (q.pageNo - 1) * q.pageSize);
    return toPage(rows.map(toEntryRow), total, q.pageNo, q.pageSize);
  }

  function addEntry(ctx: RequestContext, body: DictDataAddRequest): Promise<DictDataRow> {
    const typeId = Number(body.typeId);
    return mutate(
      ctx,
      async (tx, audit) => {
        await mustType(tx, typeId, 'typeId');
        if (await lookupRepo.entryCodeTaken(tx, typeId, body.code)) throw entryCodeRepeat();
        const row = toEntryRow(await lookupRepo.insertEntry(tx, { ...body, typeId }, clock.now()));
        await audit({ action: 'add', entity: 'sys_dict_data', entityId: row.id, after: row });
        return row;
      },
      { unique: entryCodeRepeat },
    );
  }

  /**
   * Edits an entry. A seeded entry keeps its code (the application stores it); rewriting its
   * label drops the label key, so the administrator's text is shown in every language.
   */
  function editEntry(ctx: RequestContext, body: DictDataEditRequest): Promise<DictDataRow> {
    const id = Number(body.id);
    const typeId = Number(body.typeId);
    return mutate(
      ctx,
      async (tx, audit) => {
        const before = await mustEntry(tx, id);
        if (before.labelKey && (body.code !== before.code || typeId !== before.typeId))
          throw invalid('admin.dict.builtInCode', { code: before.code }, 'code');
        await mustType(tx, typeId, 'typeId');
        if (await lookupRepo.entryCodeTaken(tx, typeId, body.code, id)) throw entryCodeRepeat();
        const labelKey = before.labelKey && body.value === before.value ? before.labelKey : null;
        const values = { typeId, code: body.code, value: body.value, sort: body.sort, remark: body.remark, labelKey };
        const row = toEntryRow(await lookupRepo.updateEntry(tx, id, values, clock.now()));
        await audit({ action: 'edit', entity: 'sys_dict_data', entityId: id, before: toEntryRow(before), after: row });
        return row;
      },
      { unique: entryCodeRepeat },
    );
  }

  function removeEntry(ctx: RequestContext, id: number): Promise<void> {
    return mutate(ctx, async (tx, audit) => {
      const before = await mustEntry(tx, id);
      if (before.labelKey) throw invalid('admin.dict.builtInDelete', { code: before.code }, 'id');
      await lookupRepo.removeEntry(tx, id, clock.now());
      await audit({ action: 'delete', entity: 'sys_dict_data', entityId: id, before: toEntryRow(before) });
    });
  }

  const positions = createPositionService({ db, mutate });
  return { dropDown, tree, apps, typePage, addType, editType, removeType, entryPage, addEntry, editEntry, removeEntry, ...positions };
}

export type LookupService = ReturnType<typeof createLookupService>;
