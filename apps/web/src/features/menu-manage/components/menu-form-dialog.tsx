import { useTranslation } from 'react-i18next';
import { authContract, type MenuListNode, type MenuRow } from '@carbon/domain';
import { EntityFormDialog } from '../../../components/entity-form-dialog';
import type { GuardedDialog } from '../../../components/use-unsaved-guard';
import { menuApi } from '../api/menu-api';
import { MenuFields } from './menu-fields';
import { DOMAIN_NS } from '../../../lib/i18n';
import { EMPTY_MENU, menuRowLabel, requestFromValues, valuesFromMenu, type MenuFormValues } from './menu-form-values';

/** The signed-in user's menus (the navigation) follow a menu change at once, without a reload (issue 29). */
export const MENU_ALSO_INVALIDATES = [authContract] as const;

/**
 * Add or edit a menu; editing reads the row afresh with POST /sysMenu/detail (its lock version).
 * data-testids: `menu-dialog`, `menu-form`, `menu-submit`, `menu-cancel`.
 */
export function MenuFormDialog({ dialog }: { dialog: GuardedDialog<MenuListNode> }) {
  const { t } = useTranslation('menuManage');
  const { t: td } = useTranslation(DOMAIN_NS);
  return (
    <EntityFormDialog<MenuListNode, MenuFormValues, typeof menuApi.detail, typeof menuApi.add, typeof menuApi.edit>
      prefix="menu"
      dialog={dialog}
      title={(mode) => t(`title.${mode}`)}
      detail={menuApi.detail}
      initialValues={(menu?: MenuRow) => (menu ? valuesFromMenu(menu, menuRowLabel(menu, td)) : EMPTY_MENU)}
      add={{ endpoint: menuApi.add, body: (values) => requestFromValues(values) }}
      edit={{ endpoint: menuApi.edit, body: (values, menu) => requestFromValues(values, menu, menuRowLabel(menu, td)) }}
      alsoInvalidates={MENU_ALSO_INVALIDATES}
    >
      <MenuFields editingId={dialog.record?.id} />
    </EntityFormDialog>
  );
}
