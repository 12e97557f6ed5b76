import { Form, Input, InputNumber } from 'antd';
import { ModalForm } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { RoleRow } from '@carbon/domain';
import { useActionMessage } from '../../../components/action-messages';
import { useDialogSubmitter } from '../../../components/dialog-submitter';
import type { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { useSaveRole } from '../api/role-api';

type Values = { name: string; code: string; sort: number; remark?: string | null };
type Props = { dialog: ReturnType<typeof useGuardedDialog<RoleRow>>; onSaved: () => void };

/** Same rule as the server's role code (role.schema.ts). */
const ROLE_CODE = /^[A-Za-z0-9_\-:.]+$/;

export function RoleFormDialog({ dialog, onSaved }: Props) {
  const { t } = useTranslation('roleManage');
  const outcome = useActionMessage();
  const save = useSaveRole();
  const editing = dialog.record;
  const submitter = useDialogSubmitter('role', dialog.requestClose, save.isPending);
  const action = editing ? 'edit' : 'add';

  const onFinish = async (v: Values) => {
    const body = { name: v.name.trim(), code: v.code.trim(), sort: v.sort, remark: v.remark ?? null };
    try {
      if (editing) await save.mutateAsync({ kind: 'edit', body: { ...body, id: editing.id, version: editing.version } });
      else await save.mutateAsync({ kind: 'add', body });
      outcome.success(action);
      dialog.close();
      onSaved();
    } catch (e) {
      outcome.failure(action, e);
    }
    return false;
  };

  return (
    <ModalForm<Values>
      key={editing?.id ?? 'new'}
      title={t(editing ? 'title.edit' : 'title.add')}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onValuesChange={dialog.markDirty}
      initialValues={editing ? { name: editing.name, code: editing.code, sort: editing.sort, remark: editing.remark } : { sort: 100 }}
      onFinish={onFinish}
      submitter={submitter}
      layout="vertical"
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
    >
      <div data-testid="role-form">
        <Form.Item name="name" label={t('field.name')} rules={[{ required: true, whitespace: true, message: t('rule.nameRequired') }]}>
          <Input data-testid="role-name" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('field.code')}
          rules={[
            { required: true, whitespace: true, message: t('rule.codeRequired') },
            { pattern: ROLE_CODE, message: t('rule.codeFormat') },
          ]}
        >
          <Input data-testid="role-code" maxLength={64} />
        </Form.Item>
        <Form.Item name="sort" label={t('field.sort')} rules={[{ required: true, message: t('rule.sortRequired') }]}>
          <InputNumber data-testid="role-sort" precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label={t('field.remark')}>
          <Input.TextArea data-testid="role-remark" maxLength={255} rows={2} />
        </Form.Item>
      </div>
    </ModalForm>
  );
}
