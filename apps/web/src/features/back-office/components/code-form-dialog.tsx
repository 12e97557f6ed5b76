import { Form, Input, InputNumber } from 'antd';
import { ModalForm } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { useActionMessage } from '../../../components/action-messages';
import { useDialogSubmitter } from '../../../components/dialog-submitter';
import type { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { useSaveRow, type Resource } from '../api/back-office-api';

/** The label field: `name` for positions and dictionary types, `value` for dictionary entries. */
export type LabelField = 'name' | 'value';
export type CodeRow = { id: string; code: string; sort: number; remark: string | null; name?: string; value?: string };
type Values = { label: string; code: string; sort: number; remark?: string | null };

type Props = {
  resource: Resource;
  /** data-testid prefix: `<prefix>-label`, `-code`, `-sort`, `-remark`, `-submit`, `-cancel`. */
  prefix: string;
  labelField: LabelField;
  dialog: ReturnType<typeof useGuardedDialog<CodeRow>>;
  /** Extra body fields (the entry's typeId). */
  extra?: Record<string, string>;
  onSaved: () => void;
};

const CODE = /^[A-Za-z0-9_\-:.]+$/;

/** Add / edit a coded row (position, dictionary type or entry). */
export function CodeFormDialog({ resource, prefix, labelField, dialog, extra, onSaved }: Props) {
  const { t } = useTranslation('backOffice');
  const outcome = useActionMessage();
  const save = useSaveRow(resource);
  const editing = dialog.record;
  const submitter = useDialogSubmitter(prefix, dialog.requestClose, save.isPending);
  const action = editing ? 'edit' : 'add';

  const onFinish = async (v: Values) => {
    const body = {
      ...extra,
      ...(editing ? { id: editing.id } : {}),
      [labelField]: v.label.trim(),
      code: v.code.trim(),
      sort: v.sort,
      remark: v.remark ?? null,
    };
    try {
      await save.mutateAsync(body);
      outcome.success(action);
      dialog.close();
      onSaved();
    } catch (e) {
      outcome.failure(action, e);
    }
    return false;
  };

  const initial = editing
    ? { label: editing[labelField] ?? '', code: editing.code, sort: editing.sort, remark: editing.remark }
    : { sort: 100 };
  return (
    <ModalForm<Values>
      key={editing?.id ?? 'new'}
      title={t(`${prefix}.${editing ? 'edit' : 'add'}`)}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onValuesChange={dialog.markDirty}
      initialValues={initial}
      onFinish={onFinish}
      submitter={submitter}
      layout="vertical"
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
    >
      <Form.Item
        name="label"
        label={t(`field.${labelField}`)}
        rules={[{ required: true, whitespace: true, message: t('rule.labelRequired') }]}
      >
        <Input data-testid={`${prefix}-label`} maxLength={labelField === 'value' ? 128 : 64} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('field.code')}
        rules={[
          { required: true, whitespace: true, message: t('rule.codeRequired') },
          { pattern: CODE, message: t('rule.codeFormat') },
        ]}
      >
        <Input data-testid={`${prefix}-code`} maxLength={64} />
      </Form.Item>
      <Form.Item name="sort" label={t('field.sort')} rules={[{ required: true, message: t('rule.sortRequired') }]}>
        <InputNumber data-testid={`${prefix}-sort`} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label={t('field.remark')}>
        <Input.TextArea data-testid={`${prefix}-remark`} maxLength={255} rows={2} />
      </Form.Item>
    </ModalForm>
  );
}
