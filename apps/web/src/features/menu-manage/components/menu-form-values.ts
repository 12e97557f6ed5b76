import type { MenuAddRequest, MenuRow } from '@carbon/domain';

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

export function valuesFromMenu(m: MenuRow): MenuFormValues {
  return { ...m, visible: m.visible === 'Y' };
}

const text = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

export function requestFromValues(v: MenuFormValues): MenuAddRequest {
  return {
    pid: v.pid || '0',
    name: v.name.trim(),
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
