import { getTableConfig, pgTable, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { at, authored, editable, linkUse, listed, shareLink, storedFile } from './columns.js';

/** Each column of a table built from `columns` as SQL name, type, not null and whether it has a default. */
function shapeOf(columns: Record<string, PgColumnBuilderBase>) {
  return getTableConfig(pgTable('t', columns)).columns.map((c) => [c.name, c.getSQLType(), c.notNull, c.hasDefault]);
}

describe('the column groups', () => {
  it('give an editable row its status, version and times, and an authored one its creator first', () => {
    expect(shapeOf(editable())).toEqual([
      ['status', 'smallint', true, true],
      ['version', 'integer', true, true],
      ['created_at', 'timestamp with time zone', true, true],
      ['updated_at', 'timestamp with time zone', true, true],
    ]);
    expect(shapeOf(authored())[0]).toEqual(['created_by', 'bigint', true, false]);
    expect(shapeOf(authored()).slice(1)).toEqual(shapeOf(editable()));
  });

  it('give a catalogue entry its sort, remark and status', () => {
    expect(shapeOf(listed())).toEqual([
      ['sort', 'integer', true, true],
      ['remark', 'text', false, false],
      ['status', 'smallint', true, true],
    ]);
  });

  it('give a stored file, a share link and a link use their columns', () => {
    expect(shapeOf(storedFile()).map((c) => c[0])).toEqual(['name', 'size', 'mime', 'sha256', 'storage_key', 'created_by']);
    expect(shapeOf(storedFile()).every((c) => c[2])).toBe(true);
    expect(shapeOf(shareLink())).toEqual([
      ['token_hash', 'text', true, false],
      ['token_hint', 'text', true, false],
      ['expires_at', 'timestamp with time zone', true, false],
      ['revoked_at', 'timestamp with time zone', false, false],
      ['revoked_by', 'bigint', false, false],
      ['created_by', 'bigint', true, false],
      ['created_at', 'timestamp with time zone', true, true],
    ]);
    expect(shapeOf(linkUse()).map((c) => c[0])).toEqual(['at', 'ip', 'user_agent', 'kind', 'outcome']);
    expect(shapeOf({ when: at('when') })).toEqual([['when', 'timestamp with time zone', false, false]]);
  });
});
