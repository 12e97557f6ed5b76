import { DomainError, type PosAddRequest, type PosEditRequest, type PosPageQuery, type PosRow } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { page, type Page } from '../../platform/http/envelope.js';
import type { RequestContext } from '../../platform/http/context.js';
import { lookupRepo, type PosRecord } from './lookup.repo.js';
import type { Audited } from './lookup.service.js';

const ENTITY = 'sys_pos';
const fail = (code: number) => new DomainError(code, `error.${code}`);

const toPosRow = (p: PosRecord): PosRow => ({
  id: String(p.id),
  name: p.name,
  code: p.code,
  sort: p.sort,
  remark: p.remark,
  status: p.status,
});

/** Positions (contract §5.6): the list the user form picks from, and its back-office CRUD. */
export function createPositionService(deps: { db: Db; audited: Audited }) {
  const { db, audited } = deps;

  async function mustFind(tx: Db, id: number) {
    const p = await lookupRepo.position(tx, id);
    if (!p) throw fail(2018001);
    return p;
  }

  async function assertUnique(tx: Db, v: { name: string; code: string }, exceptId?: number) {
    const clash = await lookupRepo.posClashes(tx, v, exceptId);
    if (clash.code) throw fail(2018002);
    if (clash.name) throw fail(2018003);
  }

  async function posList(code?: string): Promise<PosRow[]> {
    return (await lookupRepo.positions(db, code)).map(toPosRow);
  }

  async function posPage(q: PosPageQuery): Promise<Page<PosRow>> {
    const { rows, total } = await lookupRepo.posPage(db, q, q.pageSize, (q.pageNo - 1) * q.pageSize);
    return page(rows.map(toPosRow), total, q.pageNo, q.pageSize);
  }

  function addPos(ctx: RequestContext, body: PosAddRequest): Promise<PosRow> {
    return audited(ctx, async (tx) => {
      await assertUnique(tx, body);
      const row = toPosRow(await lookupRepo.insertPos(tx, body));
      return { result: row, audit: { action: 'create', entity: ENTITY, entityId: row.id, after: row } };
    });
  }

  function editPos(ctx: RequestContext, body: PosEditRequest): Promise<PosRow> {
    return audited(ctx, async (tx) => {
      const id = Number(body.id);
      const before = await mustFind(tx, id);
      await assertUnique(tx, body, id);
      const { name, code, sort, remark } = body;
      const row = toPosRow(await lookupRepo.updatePos(tx, id, { name, code, sort, remark }));
      return { result: row, audit: { action: 'update', entity: ENTITY, entityId: id, before: toPosRow(before), after: row } };
    });
  }

  /** Refused (2018004) while a user holds the position. */
  function removePos(ctx: RequestContext, id: number): Promise<void> {
    return audited(ctx, async (tx) => {
      const before = await mustFind(tx, id);
      if (await lookupRepo.posHeld(tx, id)) throw fail(2018004);
      await lookupRepo.removePos(tx, id);
      return { result: undefined, audit: { action: 'delete', entity: ENTITY, entityId: id, before: toPosRow(before) } };
    });
  }

  return { posList, posPage, addPos, editPos, removePos };
}
