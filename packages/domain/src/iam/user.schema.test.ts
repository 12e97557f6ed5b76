import { describe, expect, it } from 'vitest';
import { USER_ACCOUNT_PATTERN, USER_PHONE_PATTERN, USER_TEL_PATTERN, userAddRequest, userEditRequest } from './user.schema.js';

const valid = {
  account: 'zhangsan',
  name: '张三',
  password: 'Init@Pass1',
  confirm: 'Init@Pass1',
  sysEmpParam: { orgId: '1', jobNum: '001', posIdList: ['2'] },
};

describe('phone numbers (spec §5: format checked)', () => {
  it.each([
    ['13812345678', true, 'mainland mobile'],
    ['19912345678', true, 'mainland mobile, 19x'],
    ['0912345678', true, 'Taiwan mobile'],
    ['+85291234567', true, 'Hong Kong, E.164'],
    ['+14155552671', true, 'US, E.164'],
    ['12812345678', false, 'mainland prefix 12 does not exist'],
    ['1381234567', false, '10 digits'],
    ['138123456789', false, '12 digits'],
    ['091234567', false, 'Taiwan with 9 digits'],
    ['+0123456789', false, 'country code cannot start with 0'],
    ['+1234567890123456', false, 'longer than E.164 allows'],
    ['138 1234 5678', false, 'spaces'],
  ])('%s → %s (%s)', (phone, ok) => {
    expect(USER_PHONE_PATTERN.test(phone)).toBe(ok);
  });
});

describe('landlines and accounts', () => {
  it.each([
    ['0755-12345678', true],
    ['(02) 2345-6789', true],
    ['+886 2 2345 6789', true],
    ['0755-12345678#801', true],
    ['12', false],
    ['call me', false],
    ['=1+1', false],
  ])('landline %s → %s', (tel, ok) => {
    expect(USER_TEL_PATTERN.test(tel)).toBe(ok);
  });

  it.each([
    ['zhangsan', true],
    ['zhang.san@fii', true],
    ['a', false],
    ['-leading', false],
    ['=cmd', false],
    ['has space', false],
    ['x'.repeat(51), false],
  ])('account %s → %s', (account, ok) => {
    expect(USER_ACCOUNT_PATTERN.test(account)).toBe(ok);
  });
});

describe('add and edit requests', () => {
  it('accepts the minimal add form and defaults the user type to 3 (common user)', () => {
    expect(userAddRequest.parse(valid).userType).toBe(3);
  });

  it('accepts empty optional fields and user types sent as digit strings', () => {
    const parsed = userAddRequest.parse({ ...valid, email: '', phone: null, tel: '', userType: '2' });
    expect(parsed.userType).toBe(2);
  });

  it.each([
    ['no password', { password: undefined }],
    ['no repeat', { confirm: undefined }],
    ['a blank name', { name: '  ' }],
    ['no positions', { sysEmpParam: { orgId: '1', jobNum: '1', posIdList: [] } }],
    ['a non-numeric organisation id', { sysEmpParam: { orgId: 'x', jobNum: '1', posIdList: ['2'] } }],
    ['a bad e-mail', { email: 'a@' }],
    ['user type 0', { userType: 0 }],
  ])('refuses %s', (_label, override) => {
    expect(userAddRequest.safeParse({ ...valid, ...override }).success).toBe(false);
  });

  it('needs the id on edit, takes the version when sent (the XiaoNuo client sends none, issue 8), and no password', () => {
    const { password: _p, confirm: _c, ...fields } = valid;
    expect(userEditRequest.safeParse({ ...fields, id: '5', version: 3 }).success).toBe(true);
    expect(userEditRequest.safeParse({ ...fields, id: '5' }).success).toBe(true);
    expect(userEditRequest.safeParse({ ...fields, version: 3 }).success).toBe(false);
    expect(userEditRequest.safeParse({ ...fields, id: '5', version: -1 }).success).toBe(false);
  });
});
