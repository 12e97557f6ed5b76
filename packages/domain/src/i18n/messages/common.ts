import type { Catalogue } from '../locale.js';

/** Messages of the platform itself: envelope codes, auth, validation, generic outcomes. */
export const commonMessages: Catalogue = {
  'zh-CN': {
    'calc.notANumber': '{{field}} 必须是有效数字',
    'calc.tooManyDecimals': '{{field}} 最多保留 {{max}} 位小数',
    'calc.negative': '{{field}} 不能为负数',
  },
  'en-US': {
    'calc.notANumber': '{{field}} must be a valid number',
    'calc.tooManyDecimals': '{{field}} allows at most {{max}} decimal places',
    'calc.negative': '{{field}} must not be negative',
  },
  'zh-TW': {
    'calc.notANumber': '{{field}} 必須是有效數字',
    'calc.tooManyDecimals': '{{field}} 最多保留 {{max}} 位小數',
    'calc.negative': '{{field}} 不能為負數',
  },
};
