import { and, asc, desc, eq, getTableColumns, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { sysOrg, sysPark } from '../../platform/db/schema/index.js';
import { displayBaseMap, displayLink, displayLinkUse } from './display.schema.js';
import { contains, liveRow, subtreeOf } from '../../platform/db/sql-kit.js';
import { pageRows, tablePage, firstRow } from '../../platform/db/paged-list.js';
import { scopeCondition, type DataScope } from '../../platform/auth/data-scope.js';

export type LinkRecord = typeof displayLink.$inferSelect;
export type LinkListed = {
  l: LinkRecord;
  orgName: string;
  createdByName: string;
  revokedByName: string | null;
  useCount: number;
  lastUseAt: Date | null;
};
export type UseValues = Omit<typeof displayLinkUse.$inferInsert, 'id'>;
export type BaseMapRecord = typeof displayBaseMap.$inferSelect;
export type BaseMapInfo = Omit<BaseMapRecord, 'content'> & { uploadedByName: string };
/** A park with coordinates and the organisation it belongs to (the top-most one linked to it). */
export type ParkPlace = {
  parkId: number;
  parkName: string;
  address: string | null;
  longitude: string;
  latitude: string;
  orgId: number;
  orgName: string;
};

// Correlated subqueries name the outer table explicitly (drizzle leaves columns unqualified in single-table queries).
const orgName = sql<string>`coalesce((select o.name from sys_org o where o.id = display_link.org_id), '')`;
const creator = sql<string>`coalesce((select u.name from sys_user u where u.id = display_link.created_by), '')`;
const revoker = sql<string | null>`(select u.name from sys_user u where u.id = display_link.revoked_by)`;
const useCount = sql<number>`(select count(*)::int from display_link_use x where x.link_id = display_link.id)`;
const lastUse = sql<string | null>`(select max(x.at) from display_link_use x where x.link_id = display_link.id)`;
const listed = { l: displayLink, orgName, createdByName: creator, revokedByName: revoker, useCount, lastUseAt: lastUse };
type ListedRaw = Omit<LinkListed, 'lastUseAt'> & { lastUseAt: string | Date | null };
const toListed = (r: ListedRaw): LinkListed => ({ ...r, lastUseAt: r.lastUseAt === null ? null : new Date(r.lastUseAt) });

const uploader = sql<string>`coalesce((select u.name from sys_user u where u.id = display_base_map.uploaded_by), '')`;
const { content: _content, ...infoColumns } = getTableColumns(displayBaseMap);

/** Drizzle queries of display links, their uses, uploaded base maps and the parks on the map. */
export const displayRepo = {
  async insertLink(db: Db, v: Omit<typeof displayLink.$inferInsert, 'id'>): Promise<LinkRecord> {
    const [row] = await db.insert(displayLink).values(v).returning();
    return row!;
  },

  async findLinkByHash(db: Db, tokenHash: string): Promise<LinkRecord | undefined> {
    return firstRow(db, displayLink, eq(displayLink.tokenHash, tokenHash));
  },

  async findLink(db: Db, id: number): Promise<LinkRecord | undefined> {
    return firstRow(db, displayLink, eq(displayLink.id, id));
  },

  /** Revokes a live link: a conditional update, so two revocations at once give one. */
  async revokeLink(db: Db, id: number, by: number, at: Date): Promise<boolean> {
    const rows = await db
      .update(displayLink)
      .set({ revokedAt: at, revokedBy: by })
      .where(and(eq(displayLink.id, id), isNull(displayLink.revokedAt)))
      .returning({ id: displayLink.id });
    return rows.length > 0;
  },

  async findLinkListed(db: Db, id: number): Promise<LinkListed | undefined> {
    const [row] = await db.select(listed).from(displayLink).where(eq(displayLink.id, id)).limit(1);
    return row && toListed(row);
  },

  /** Links whose subtree root is in `scope` (the data-scope condition on org_id), newest first. */
  async linkPage(db: Db, scope: SQL | undefined, keyword: string | undefined, pageNo: number, pageSize: number) {
    const cond = and(scope, keyword ? or(contains(displayLink.name, keyword), contains(displayLink.tokenHint, keyword)) : undefined);
    const { rows, total } = await pageRows(
      db,
      displayLink,
      cond,
      db.select(listed).from(displayLink).where(cond).orderBy(desc(displayLink.id)),
      pageNo,
      pageSize,
    );
    return { rows: rows.map(toListed), total };
  },

  async logUse(db: Db, v: UseValues): Promise<void> {
    await db.insert(displayLinkUse).values(v);
  },

  async usePage(db: Db, linkId: number, pageNo: number, pageSize: number) {
    const cond = and(eq(displayLinkUse.linkId, linkId), isNotNull(displayLinkUse.linkId));
    return tablePage(db, displayLinkUse, cond, [desc(displayLinkUse.at), desc(displayLinkUse.id)], pageNo, pageSize);
  },

  /** A live organisation's name, or undefined. */
  async liveOrg(db: Db, id: number): Promise<{ id: number; name: string } | undefined> {
    const [row] = await db
      .select({ id: sysOrg.id, name: sysOrg.name })
      .from(sysOrg)
      .where(and(eq(sysOrg.id, id), liveRow(sysOrg.status)))
      .limit(1);
    return row;
  },

  /** The live organisations of a subtree (the root included). */
  async subtreeIds(db: Db, rootId: number): Promise<number[]> {
    const rows = await db
      .select({ id: sysOrg.id })
      .from(sysOrg)
      .where(and(liveRow(sysOrg.status), subtreeOf(sysOrg.id, sysOrg.pids, rootId)));
    return rows.map((r) => r.id);
  },

  /**
   * Live parks with both coordinates, each with the top-most live organisation linked to it
   * (fewest ancestors; a `park` organisation first at equal depth), restricted by `orgCond`
   * on that organisation. A park no organisation links to is not on the map (nothing to open).
   */
  async parkPlaces(db: Db, orgCond: SQL | undefined): Promise<ParkPlace[]> {
    const depth = sql<number>`length(${sysOrg.pids}) - length(replace(${sysOrg.pids}, ',', ''))`;
    const rows = await db
      .selectDistinctOn([sysPark.id], {
        parkId: sysPark.id,
        parkName: sysPark.name,
        address: sysPark.address,
        longitude: sysPark.longitude,
        latitude: sysPark.latitude,
        orgId: sysOrg.id,
        orgName: sysOrg.name,
      })
      .from(sysPark)
      .innerJoin(sysOrg, and(eq(sysOrg.parkId, sysPark.id), liveRow(sysOrg.status)))
      .where(and(liveRow(sysPark.status), isNotNull(sysPark.longitude), isNotNull(sysPark.latitude), orgCond))
      .orderBy(asc(sysPark.id), asc(depth), sql`(${sysOrg.orgType} <> 'park')`, asc(sysOrg.id));
    return rows.map((r) => ({ ...r, longitude: r.longitude!, latitude: r.latitude! }));
  },

  async baseMaps(db: Db): Promise<BaseMapInfo[]> {
    return db
      .select({ ...infoColumns, uploadedByName: uploader })
      .from(displayBaseMap)
      .orderBy(asc(displayBaseMap.map));
  },

  async baseMapContent(db: Db, map: string): Promise<{ content: string; sha256: string } | undefined> {
    const [row] = await db
      .select({ content: displayBaseMap.content, sha256: displayBaseMap.sha256 })
      .from(displayBaseMap)
      .where(eq(displayBaseMap.map, map))
      .limit(1);
    return row;
  },

  async findBaseMap(db: Db, map: string): Promise<BaseMapInfo | undefined> {
    const [row] = await db
      .select({ ...infoColumns, uploadedByName: uploader })
      .from(displayBaseMap)
      .where(eq(displayBaseMap.map, map))
      .limit(1);
    return row;
  },

  /** Replaces the map's upload (one per map). */
  async putBaseMap(db: Db, v: Omit<typeof displayBaseMap.$inferInsert, 'id'>): Promise<void> {
    await db.delete(displayBaseMap).where(eq(displayBaseMap.map, v.map));
    await db.insert(displayBaseMap).values(v);
  },

  async deleteBaseMap(db: Db, map: string): Promise<boolean> {
    const rows = await db.delete(displayBaseMap).where(eq(displayBaseMap.map, map)).returning({ id: displayBaseMap.id });
    return rows.length > 0;
  },
};

/** The caller's data scope as a condition on the display links (undefined: everything). */
export const linkScope = (scope: DataScope) => scopeCondition(scope, displayLink.orgId);
