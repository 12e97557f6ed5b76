import { MENU_TYPE, permissionLabelKey, type MenuAddRequest, type MenuRow } from '@carbon/domain';

export type MenuFormValues = {
  name: string;
  code: string;
  application: string;
  type: number;
  pid: string;
  component?: string | null;
  router?: string | null;
  sort: number;
  permission?: string | null;
  weight: number;
  openType?: number | null;
  link?: string | null;
  visible: boolean;
  redirect?: string | null;
  icon?: string | null;
  remark?: string | null;
};

/** Defaults of the framework's add form (contract §5.4): a menu, business weight, visible, component. */
export const EMPTY_MENU: MenuFormValues = {
  name: '',
  code: '',
  application: 'system',
  type: 1,
  pid: '0',
  sort: 100,
  weight: 2,
  openType: 1,
  visible: true,
};

/**
 * The name to show: a button row that keeps its seeded name (its permission code, `factor:add`)
 * shows the permission's label; any other row its `title` (the server's, in the caller's language
 * for a seeded page that keeps its seeded name; else the administrator's name).
 */
export const menuRowLabel = (row: MenuRow, td: (key: string) => string) =>
  row.type === MENU_TYPE.codes.button && row.permission && row.name === row.permission ? td(permissionLabelKey(row.permission)) : row.title;

/** The edit form starts from the name as shown (`shown`, see menuRowLabel), never a stored code. */
export function valuesFromMenu(m: MenuRow, shown: string = m.name): MenuFormValues {
  return { ...m, name: shown, visible: m.visible === 'Y' };
}

const text = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/**
 * The request of the form's values. A name left as shown (`shown` of `source`) keeps the stored
 * one, so a seeded button or page still follows the reader's language after an edit.
 */
export function requestFromValues(v: MenuFormValues, source?: MenuRow, shown?: string): MenuAddRequest {
  const name = v.name.trim();
  return {
    pid: v.pid || '0',
    name: source && shown !== undefined && name === shown.trim() ? source.name : name,
    code: v.code.trim(),
    type: v.type,
    application: v.application,
    openType: v.openType ?? null,
    visible: v.visible ? 'Y' : 'N',
    weight: v.weight,
    sort: v.sort,
    icon: text(v.icon),
    router: text(v.router),
    component: text(v.component),
    permission: text(v.permission),
    link: text(v.link),
    redirect: text(v.redirect),
    remark: text(v.remark),
  };
}
