import { POS_CODE, toPage, type Page, type PosAddRequest, type PosEditRequest, type PosPageQuery, type PosRow, fail } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import { lookupRepo, type PosRecord } from './lookup.repo.js';

const ENTITY = 'sys_pos';
const codeRepeat = () => fail(POS_CODE.CODE_REPEAT, {}, 'code');

const toPosRow = (p: PosRecord): PosRow => ({
  id: String(p.id),
  name: p.name,
  code: p.code,
  sort: p.sort,
  remark: p.remark,
  status: p.status,
});

/** Positions (contract §5.6): the list the user form picks from, and its back-office CRUD. */
export function createPositionService({ db, mutate }: { db: Db; mutate: Mutate }) {
  async function mustFind(tx: Db, id: number) {
    const p = await lookupRepo.position(tx, id);
    if (!p) throw fail(POS_CODE.NOT_EXIST);
    return p;
  }

  async function assertUnique(tx: Db, v: { name: string; code: string }, exceptId?: number) {
    const clash = await lookupRepo.posClashes(tx, v, exceptId);
    if (clash.code) throw codeRepeat();
    if (clash.name) throw fail(POS_CODE.NAME_REPEAT, {}, 'name');
  }

  async function posList(code?: string): Promise<PosRow[]> {
    return (await lookupRepo.positions(db, code)).map(toPosRow);
  }

  async function posPage(q: PosPageQuery): Promise<Page<PosRow>> {
    const { rows, total } = await lookupRepo.posPage(db, q, q.pageSize, (q.pageNo - 1) * q.pageSize);
    return toPage(rows.map(toPosRow), total, q.pageNo, q.pageSize);
  }

  function addPos(ctx: RequestContext, body: PosAddRequest): Promise<PosRow> {
    return mutate(
      ctx,
      async (tx, audit) => {
        await assertUnique(tx, body);
        const row = toPosRow(await lookupRepo.insertPos(tx, body));
        await audit({ action: 'add', entity: ENTITY, entityId: row.id, after: row });
        return row;
      },
      { unique: codeRepeat },
    );
  }

  function editPos(ctx: RequestContext, body: PosEditRequest): Promise<PosRow> {
    const id = Number(body.id);
    return mutate(
      ctx,
      async (tx, audit) => {
        const before = await mustFind(tx, id);
        await assertUnique(tx, body, id);
        const { name, code, sort, remark } = body;
        const row = toPosRow(await lookupRepo.updatePos(tx, id, { name, code, sort, remark }));
        await audit({ action: 'edit', entity: ENTITY, entityId: id, before: toPosRow(before), after: row });
        return row;
      },
      { unique: codeRepeat },
    );
  }

  /** Refused (2018004) while a user holds the position. */
  function removePos(ctx: RequestContext, id: number): Promise<void> {
    return mutate(ctx, async (tx, audit) => {
      const before = await mustFind(tx, id);
      if (await lookupRepo.posHeld(tx, id)) throw fail(POS_CODE.HAS_STAFF);
      await lookupRepo.removePos(tx, id);
      await audit({ action: 'delete', entity: ENTITY, entityId: id, before: toPosRow(before) });
    });
  }

  return { posList, posPage, addPos, editPos, removePos };
}

export type PositionService = ReturnType<typeof createPositionService>;
