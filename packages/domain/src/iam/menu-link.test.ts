import { describe, expect, it } from 'vitest';
import { menuAddRequest, menuEditRequest } from './menu.schema.js';

/** A menu `link` is opened by the shell (inner or outer link): only http(s) and links on this site (issue 8). */
const base = { pid: '0', name: 'Link', code: 'linkMenu', type: 1, openType: 3, router: '/link' };
const accepts = (link: unknown) => menuAddRequest.safeParse({ ...base, link }).success;

describe('menu link', () => {
  it.each([
    ['https://example.com/report?x=1#top', 'an https URL'],
    ['http://intranet.local:8080/', 'an http URL with a port'],
    ['HTTPS://EXAMPLE.COM', 'scheme in capitals'],
    ['/BasicModule/factor', 'a path on this site'],
    ['reports/2024.html', 'a relative path'],
    ['?tab=2', 'a query on this page'],
    ['#section', 'a fragment'],
    ['', 'empty: no link'],
    [null, 'null: no link'],
    [undefined, 'absent'],
  ] as [string | null | undefined, string][])('accepts %j (%s)', (link) => {
    expect(accepts(link)).toBe(true);
  });

  it.each([
    ['javascript:alert(document.cookie)', 'javascript: runs script in the shell'],
    ['JavaScript:alert(1)', 'mixed case'],
    ['  javascript:alert(1)', 'leading spaces (trimmed first)'],
    ['java\tscript:alert(1)', 'a tab browsers strip'],
    ['java\nscript:alert(1)', 'a newline browsers strip'],
    ['\u0001javascript:alert(1)', 'a control character'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['vbscript:msgbox(1)', 'vbscript:'],
    ['file:///etc/passwd', 'file:'],
    ['ftp://example.com/', 'another network scheme'],
    ['//evil.example/x', 'a protocol-relative link to another host'],
    ['/\\evil.example', 'a backslash read as //'],
    ['https:evil.example', 'http(s) without a host'],
    ['https://', 'http(s) with an empty host'],
  ])('refuses %j (%s)', (link) => {
    expect(accepts(link)).toBe(false);
  });

  it('names the field and applies to edits too', () => {
    const add = menuAddRequest.safeParse({ ...base, link: 'javascript:alert(1)' });
    expect(add.success).toBe(false);
    expect(add.error?.issues[0]?.path).toEqual(['link']);
    expect(menuEditRequest.safeParse({ ...base, id: '5', version: 1, link: 'javascript:alert(1)' }).success).toBe(false);
    expect(menuEditRequest.safeParse({ ...base, id: '5', version: 1, link: 'https://example.com' }).success).toBe(true);
  });
});
