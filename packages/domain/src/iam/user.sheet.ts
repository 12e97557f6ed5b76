import { USER_TYPE } from '../enums/system.js';
import { defineSheet, enumOptions } from '../shared/sheet.js';
import { PASSWORD_POLICY } from './password.js';
import { USER_TYPE_CODE, USER_TYPES } from './user.schema.js';

/** The number of a user-type enumeration code (`manager` → 2). */
const userTypeNumber = (code: string | number) => USER_TYPES.find((n) => USER_TYPE_CODE[n] === code) ?? 3;

/**
 * The account import's sheet (headers `user.col.<key>`), in USER_IMPORT_COLUMNS order. The user
 * type is read by its label in any language, its code or its number (1–3); empty means a common user.
 */
export const USER_IMPORT_SHEET = defineSheet({
  name: 'user.sheet',
  maxRows: 1000,
  columns: [
    { key: 'account', label: 'user.col.account', kind: 'text', required: true, format: 'imports.format.account', example: 'example.user' },
    {
      key: 'name',
      label: 'user.col.name',
      kind: 'text',
      required: true,
      format: 'imports.format.maxLength',
      formatParams: { max: 50 },
      example: '示例用户',
    },
    {
      key: 'jobNum',
      label: 'user.col.jobNum',
      kind: 'text',
      required: true,
      format: 'imports.format.maxLength',
      formatParams: { max: 50 },
      example: 'EX0001',
    },
    {
      key: 'orgCode',
      label: 'user.col.orgCode',
      kind: 'text',
      required: true,
      format: 'imports.format.orgCode',
      example: 'fii',
      width: 24,
    },
    {
      key: 'posCodes',
      label: 'user.col.posCodes',
      kind: 'codes',
      required: true,
      format: 'imports.format.posCodes',
      example: 'engineer',
      width: 24,
    },
    { key: 'email', label: 'user.col.email', kind: 'text', format: 'imports.format.email', example: 'example.user@example.com', width: 24 },
    { key: 'phone', label: 'user.col.phone', kind: 'text', format: 'imports.format.phone', example: '13800138000' },
    { key: 'tel', label: 'user.col.tel', kind: 'text', format: 'imports.format.tel', example: '' },
    {
      key: 'userType',
      label: 'user.col.userType',
      kind: 'enum',
      options: enumOptions(USER_TYPE, userTypeNumber, (code) => [String(userTypeNumber(code))]),
      example: 'common_user',
      width: 24,
    },
    { key: 'roleCodes', label: 'user.col.roleCodes', kind: 'codes', format: 'imports.format.roleCodes', example: 'common', width: 24 },
    {
      key: 'password',
      label: 'user.col.password',
      kind: 'text',
      required: true,
      format: 'password.policy',
      formatParams: { min: PASSWORD_POLICY.minLength, max: PASSWORD_POLICY.maxLength },
      example: 'Example@Pass1',
    },
  ],
});
