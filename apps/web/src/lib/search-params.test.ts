import { describe, expect, it } from 'vitest';
import { changedSearch } from './search-params';

describe('changedSearch', () => {
  it('sets and removes the keys it names and keeps the others', () => {
    const next = changedSearch(new URLSearchParams('orgId=7&year=2025&tab=org'), { year: 2026, tab: undefined, id: '12' });
    expect(next.toString()).toBe('orgId=7&year=2026&id=12');
  });

  it("removes a key set to '' or null, and leaves the query it was given untouched", () => {
    const prev = new URLSearchParams('orgId=7&id=3');
    expect(changedSearch(prev, { orgId: '', id: null }).toString()).toBe('');
    expect(prev.toString()).toBe('orgId=7&id=3');
  });
});
