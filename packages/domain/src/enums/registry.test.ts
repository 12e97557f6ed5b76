import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages/index.js';
import {
  COMMON_STATUS,
  ENUMS,
  FILL_TASK_STATUS,
  SEX,
  USER_TYPE,
  YES_OR_NO,
  enumByCode,
  enumDropDown,
  enumItem,
  enumLabelKey,
  isEnumCode,
} from './index.js';

describe('enumByCode', () => {
  it.each([
    ['sex', SEX],
    ['common_status', COMMON_STATUS],
    ['fill_task_status', FILL_TASK_STATUS],
  ] as const)('finds %s', (code, def) => {
    expect(enumByCode(code)).toBe(def);
  });

  it('returns undefined for an unknown dictionary type', () => {
    expect(enumByCode('no_such_dict')).toBeUndefined();
  });

  it('finds every registered enumeration', () => {
    for (const def of ENUMS) expect(enumByCode(def.code)).toBe(def);
  });
});

describe('enumItem / enumLabelKey', () => {
  it.each([
    [SEX, 1, 'male'],
    [SEX, '1', 'male'],
    [SEX, '3', 'unknown'],
    [YES_OR_NO, 'N', 'no'],
    [USER_TYPE, 'common_user', 'commonUser'],
  ] as const)('%#: code %s', (def, code, name) => {
    expect(enumItem(def, code)?.name).toBe(name);
  });

  it('returns undefined for an unknown code', () => {
    expect(enumItem(SEX, 4)).toBeUndefined();
    expect(enumItem(YES_OR_NO, 'y')).toBeUndefined();
    expect(enumLabelKey(SEX, 0)).toBeUndefined();
  });

  it('gives the label key', () => {
    expect(enumLabelKey(COMMON_STATUS, '1')).toBe('enum.commonStatus.deactivated');
  });
});

describe('isEnumCode', () => {
  it.each([
    [FILL_TASK_STATUS, 5, true],
    [FILL_TASK_STATUS, '5', false],
    [FILL_TASK_STATUS, 8, false],
    [FILL_TASK_STATUS, 0, false],
    [YES_OR_NO, 'Y', true],
    [YES_OR_NO, null, false],
  ] as const)('%#: %s', (def, value, expected) => {
    expect(isEnumCode(def, value)).toBe(expected);
  });
});

describe('enumDropDown', () => {
  it('matches the contract §1.4 example for sex in Chinese', () => {
    expect(enumDropDown(SEX, (k) => translate('zh-CN', k))).toEqual([
      { code: '1', value: '男' },
      { code: '2', value: '女' },
      { code: '3', value: '未知' },
    ]);
  });

  it('renders common_status in English with string codes', () => {
    expect(enumDropDown(COMMON_STATUS, (k) => translate('en-US', k))).toEqual([
      { code: '0', value: 'Normal' },
      { code: '1', value: 'Deactivated' },
      { code: '2', value: 'Deleted' },
    ]);
  });

  it('is reachable through the merged catalogue in traditional Chinese', () => {
    expect(translate('zh-TW', 'enum.fillTaskStatus.pendingLegalEntitySupervisorReview')).toBe('待法人主管審核');
  });
});
