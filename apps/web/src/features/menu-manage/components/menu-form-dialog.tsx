import { Spin } from 'antd';
import { ModalForm } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { MenuListNode } from '@carbon/domain';
import { useActionMessage } from '../../../components/action-messages';
import { useDialogSubmitter } from '../../../components/dialog-submitter';
import type { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { useMenuDetail, useSaveMenu } from '../api/menu-api';
import { MenuFields } from './menu-fields';
import { EMPTY_MENU, requestFromValues, valuesFromMenu, type MenuFormValues } from './menu-form-values';

type Props = { dialog: ReturnType<typeof useGuardedDialog<MenuListNode>>; onSaved: () => void };

/** Add or edit a menu; editing reads the row with POST /sysMenu/detail. */
export function MenuFormDialog({ dialog, onSaved }: Props) {
  const { t } = useTranslation('menuManage');
  const outcome = useActionMessage();
  const editing = dialog.record;
  const detail = useMenuDetail(dialog.open ? editing?.id : undefined);
  const save = useSaveMenu();
  const submitter = useDialogSubmitter('menu', dialog.requestClose, save.isPending);
  const action = editing ? 'edit' : 'add';

  const onFinish = async (values: MenuFormValues) => {
    try {
      const body = requestFromValues(values);
      if (editing && detail.data) await save.mutateAsync({ kind: 'edit', body: { ...body, id: editing.id, version: detail.data.version } });
      else await save.mutateAsync({ kind: 'add', body });
      outcome.success(action);
      dialog.close();
      onSaved();
    } catch (e) {
      outcome.failure(action, e);
    }
    return false;
  };

  const loading = !!editing && detail.isLoading;
  return (
    <ModalForm<MenuFormValues>
      key={`${editing?.id ?? 'new'}-${detail.data?.version ?? 0}`}
      title={t(editing ? 'title.edit' : 'title.add')}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onValuesChange={dialog.markDirty}
      initialValues={editing && detail.data ? valuesFromMenu(detail.data) : EMPTY_MENU}
      onFinish={onFinish}
      submitter={loading ? false : submitter}
      layout="vertical"
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
    >
      {loading ? (
        <Spin />
      ) : (
        <div data-testid="menu-form">
          <MenuFields editingId={editing?.id} />
        </div>
      )}
    </ModalForm>
  );
}
