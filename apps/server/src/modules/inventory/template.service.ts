import {
  INVENTORY_AUDIT,
  INVENTORY_CODE,
  toPage,
  type CarbonTemplateRow,
  type OrgTypeCode,
  type Page,
  type carbonTemplateAddRequest,
  type carbonTemplateEditRequest,
  conflict,
  fail,
} from '@carbon/domain';
import type { z } from 'zod';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import { versionNote } from './project.service.js';
import { templateRepo, type TemplateRecord, type TemplateValues } from './template.repo.js';

type AddRequest = z.infer<typeof carbonTemplateAddRequest>;
type EditRequest = z.infer<typeof carbonTemplateEditRequest>;
export type TemplateDeps = { db: Db; mutate: Mutate; clock: Clock };

const ENTITY = INVENTORY_AUDIT.template;
const LIST_LIMIT = 500;
const notExist = () => fail(INVENTORY_CODE.TEMPLATE_NOT_EXIST);

const toTemplateRow = (t: TemplateRecord): CarbonTemplateRow => ({
  id: String(t.id),
  name: t.name,
  orgType: t.orgType as OrgTypeCode | null,
  sections: (t.sections as { scope: number; category?: number | null }[]).map((s) => ({ scope: s.scope, category: s.category ?? null })),
  remark: t.remark,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
  version: t.version,
});

/** Scope 3 sections name a category, scopes 1 and 2 none (2030019); each section once. */
function values(b: AddRequest): TemplateValues {
  const seen = new Set<string>();
  const sections: { scope: number; category: number | null }[] = [];
  for (const s of b.sections) {
    const category = s.category ?? null;
    if ((s.scope === 3) !== (category !== null)) throw fail(INVENTORY_CODE.CATEGORY);
    const key = `${s.scope}:${category ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    sections.push({ scope: s.scope, category });
  }
  return { name: b.name, orgType: b.orgType ?? null, sections, remark: b.remark ?? null };
}

/** Carbon templates (spec §2 carbonTemplate): which sections an entity type fills; group-wide. */
export function createTemplateService({ db, mutate, clock }: TemplateDeps) {
  async function found(tx: Db, id: number): Promise<TemplateRecord> {
    const t = await templateRepo.findById(tx, id);
    if (!t) throw notExist();
    return t;
  }

  return {
    async page(q: { name?: string | undefined; pageNo: number; pageSize: number }): Promise<Page<CarbonTemplateRow>> {
      const { rows, total } = await templateRepo.page(db, q.name, q.pageNo, q.pageSize);
      return toPage(rows.map(toTemplateRow), total, q.pageNo, q.pageSize);
    },

    async list(): Promise<CarbonTemplateRow[]> {
      return (await templateRepo.list(db, LIST_LIMIT)).map(toTemplateRow);
    },

    async detail(id: number): Promise<CarbonTemplateRow> {
      return toTemplateRow(await found(db, id));
    },

    async add(ctx: RequestContext, b: AddRequest): Promise<CarbonTemplateRow> {
      const v = values(b);
      return mutate(ctx, async (tx, audit) => {
        const row = toTemplateRow(await templateRepo.insert(tx, v, ctx.user.id, clock.now()));
        await audit({ action: 'add', entity: ENTITY, entityId: row.id, after: row });
        return row;
      });
    },

    async edit(ctx: RequestContext, b: EditRequest): Promise<CarbonTemplateRow> {
      const v = values(b);
      const id = Number(b.id);
      return mutate(ctx, async (tx, audit) => {
        const before = toTemplateRow(await found(tx, id));
        const updated = await templateRepo.update(tx, id, b.version ?? before.version, v, clock.now());
        if (!updated) throw conflict();
        const row = toTemplateRow(updated);
        await audit({ action: 'edit', entity: ENTITY, entityId: row.id, before, after: row, reason: versionNote(b.version) });
        return row;
      });
    },

    /** Refused (2030017) while live tasks were created from it. */
    async remove(ctx: RequestContext, id: number): Promise<void> {
      await mutate(ctx, async (tx, audit) => {
        const before = toTemplateRow(await found(tx, id));
        const used = await templateRepo.usage(tx, id);
        if (used > 0) throw fail(INVENTORY_CODE.TEMPLATE_IN_USE, { count: used });
        if (!(await templateRepo.softDelete(tx, id, clock.now()))) throw notExist();
        await audit({ action: 'delete', entity: ENTITY, entityId: before.id, before });
      });
    },
  };
}

export type TemplateService = ReturnType<typeof createTemplateService>;
