import { pivotRows, type Row3 } from './rows.js';
import { DOMAIN_MODULES } from '../../modules.js';

/**
 * Labels of the button permissions (`module:action`, derived from the contracts: BUTTONS in
 * contracts.ts), under `permission.<module>.<action>`. The menu table stores a seeded button's
 * name as its code; the screens show this label while the name is unchanged. The i18n check
 * fails on a contract permission without a label here.
 */
const PERMISSIONS: ReadonlyArray<readonly [code: string, ...Row3]> = [];

/** i18n key of a button permission's label: `sysOrg:add` → `permission.sysOrg.add`. */
export const permissionLabelKey = (code: string) => `permission.${code.replace(':', '.')}`;

export const permissionsMessages = pivotRows(
  Object.fromEntries(
    [...PERMISSIONS, ...DOMAIN_MODULES.flatMap((m) => Object.entries(m.permissions).map(([code, texts]) => [code, ...texts] as const))].map(
      ([code, ...texts]) => [permissionLabelKey(code), texts] as const,
    ),
  ),
);
