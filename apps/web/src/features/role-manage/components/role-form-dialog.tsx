import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleAddRequest, SYS_CODE_PATTERN, type RoleAddRequest, type RoleRow } from '@carbon/domain';
import { EntityFormDialog } from '../../../components/entity-form-dialog';
import type { GuardedDialog } from '../../../components/use-unsaved-guard';
import { zodRule } from '../../../lib/form-rules';
import { roleApi } from '../api/role-api';

type Values = { name: string; code: string; sort: number; remark?: string | null };
type Field = keyof Values;

const valuesOf = (row: RoleRow | undefined): Partial<Values> =>
  row ? { name: row.name, code: row.code, sort: row.sort, remark: row.remark } : { sort: 100 };

const bodyOf = (v: Values): RoleAddRequest => ({ name: v.name.trim(), code: v.code.trim(), sort: v.sort, remark: v.remark ?? null });

/**
 * Add (`dialog.show()`) or edit (`dialog.show(row)`) a role; the row is the source (its
 * version is the lock). data-testids: `role-dialog`, `role-form`, `role-<field>`, `role-submit`, `role-cancel`.
 */
export function RoleFormDialog({ dialog }: { dialog: GuardedDialog<RoleRow> }) {
  const { t } = useTranslation('roleManage');
  const rule = (field: Field) => zodRule(roleAddRequest, field, t(`field.${field}`), t);
  return (
    <EntityFormDialog<RoleRow, Values>
      prefix="role"
      dialog={dialog}
      title={(mode) => t(`title.${mode}`)}
      initialValues={valuesOf}
      add={{ endpoint: roleApi.add, body: bodyOf }}
      edit={{ endpoint: roleApi.edit, body: bodyOf }}
    >
      <Form.Item name="name" label={t('field.name')} rules={[rule('name')]}>
        <Input data-testid="role-name" maxLength={64} />
      </Form.Item>
      {/* The hand rule says which characters a code may use (the schema's regex only says "invalid format"). */}
      <Form.Item
        name="code"
        label={t('field.code')}
        validateFirst
        rules={[{ pattern: SYS_CODE_PATTERN, message: t('rule.codeFormat') }, rule('code')]}
      >
        <Input data-testid="role-code" maxLength={64} />
      </Form.Item>
      {/* The schema defaults an absent sort to 100; the form still asks for one (as before). */}
      <Form.Item
        name="sort"
        label={t('field.sort')}
        validateFirst
        rules={[{ required: true, message: t('rule.sortRequired') }, rule('sort')]}
      >
        <InputNumber data-testid="role-sort" precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label={t('field.remark')} rules={[rule('remark')]}>
        <Input.TextArea data-testid="role-remark" maxLength={255} rows={2} />
      </Form.Item>
    </EntityFormDialog>
  );
}
