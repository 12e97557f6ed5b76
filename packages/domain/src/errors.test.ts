import { describe, expect, it } from 'vitest';
import { DomainError, conflict, fail } from './errors.js';

describe('fail / conflict', () => {
  it('derives the message key from the code and keeps params and field', () => {
    const e = fail(2011001, { name: 'Boiler' }, 'name');
    expect(e).toBeInstanceOf(DomainError);
    expect([e.code, e.key, e.params, e.field]).toEqual([2011001, 'error.2011001', { name: 'Boiler' }, 'name']);
  });

  it('defaults to no params and no field', () => {
    const e = fail(1011008);
    expect([e.key, e.params, e.field]).toEqual(['error.1011008', {}, undefined]);
  });

  it('conflict is 1017004 with its own message', () => {
    const e = conflict();
    expect([e.code, e.key, e.params, e.field]).toEqual([1017004, 'error.1017004', {}, undefined]);
  });
});
