import { describe, expect, it } from 'vitest';
import { lastPathOrHome, saveLastPath } from './session';

describe('last path', () => {
  it.each([
    ['/carbonButler/inventoryTask?id=3', '/carbonButler/inventoryTask?id=3'],
    ['/', '/'],
    ['//evil.example/x', '/'], // protocol-relative: would leave the site
    ['https://evil.example/', '/'],
  ])('saved %s → after login %s', (saved, expected) => {
    sessionStorage.setItem('lastPath', saved);
    expect(lastPathOrHome()).toBe(expected);
  });

  it('never records the login page', () => {
    saveLastPath('/BasicModule/factor');
    saveLastPath('/login');
    expect(lastPathOrHome()).toBe('/BasicModule/factor');
  });

  it('goes home when nothing was saved', () => {
    expect(lastPathOrHome()).toBe('/');
  });

  it('returns to the last page only for the user who left it (signing in as someone else opens home)', () => {
    saveLastPath('/organizationalStructure/orgManage', 'u1');
    expect(lastPathOrHome('u2')).toBe('/');
    expect(lastPathOrHome('u1')).toBe('/organizationalStructure/orgManage');
  });
});
