import { DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DOMAIN_NS } from '../../../lib/i18n';
import { EQUITY_SHARE_MAX, ORG_CODE_PATTERN, ORG_NAME_FORBIDDEN, ORG_TYPE } from '@carbon/domain';
import { OrgTreeSelect } from '../../../components/org-tree-select';

/** Spec §5: a name may not contain < & , " ' > =. */
export function forbiddenIn(name: unknown): string[] {
  return typeof name === 'string' ? ORG_NAME_FORBIDDEN.filter((c) => name.includes(c)) : [];
}

/** Name, code, parent, type, sort, remark. */
export function OrgBasicFields({ editingId }: { editingId?: string }) {
  const { t } = useTranslation('orgManage');
  const { t: td } = useTranslation(DOMAIN_NS);
  return (
    <>
      <Form.Item
        name="name"
        label={t('field.name')}
        extra={t('hint.nameForm')}
        rules={[
          { required: true, whitespace: true, message: t('rule.nameRequired') },
          {
            validator: async (_r, v: unknown) => {
              const found = forbiddenIn(v);
              if (found.length) throw new Error(t('rule.nameChars', { chars: found.join(' ') }));
            },
          },
        ]}
      >
        <Input data-testid="org-name" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('field.code')}
        rules={[
          { required: true, whitespace: true, message: t('rule.codeRequired') },
          { pattern: ORG_CODE_PATTERN, message: t('rule.codeFormat') },
        ]}
      >
        <Input data-testid="org-code" maxLength={64} placeholder="bg-park-01" />
      </Form.Item>
      <Form.Item name="pid" label={t('field.pid')} rules={[{ required: true, message: t('rule.pidRequired') }]}>
        <OrgTreeSelect testId="org-pid" withRoot excludeId={editingId} allowClear={false} />
      </Form.Item>
      <Form.Item name="orgType" label={t('field.orgType')} rules={[{ required: true, message: t('rule.typeRequired') }]}>
        <Select data-testid="org-orgType" options={ORG_TYPE.items.map((i) => ({ value: i.code, label: td(i.key) }))} />
      </Form.Item>
      <Form.Item name="sort" label={t('field.sort')} rules={[{ required: true, message: t('rule.sortRequired') }]}>
        <InputNumber data-testid="org-sort" precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label={t('field.remark')}>
        <Input.TextArea data-testid="org-remark" maxLength={500} rows={2} />
      </Form.Item>
    </>
  );
}

/** Legal entities only: the consolidation boundary (equity share, control, effective date). */
export function BoundaryFields() {
  const { t } = useTranslation('orgManage');
  return (
    <div data-testid="org-boundary">
      <Form.Item
        name="equitySharePct"
        label={t('field.equitySharePct')}
        rules={[{ type: 'number', min: 0, max: EQUITY_SHARE_MAX, message: t('rule.equityRange', { max: EQUITY_SHARE_MAX }) }]}
      >
        <InputNumber
          data-testid="org-equitySharePct"
          min={0}
          max={EQUITY_SHARE_MAX}
          precision={4}
          addonAfter="%"
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="operationalControl" label={t('field.operationalControl')} valuePropName="checked">
        <Switch data-testid="org-operationalControl" />
      </Form.Item>
      <Form.Item name="financialControl" label={t('field.financialControl')} valuePropName="checked">
        <Switch data-testid="org-financialControl" />
      </Form.Item>
      <Form.Item name="boundaryEffectiveFrom" label={t('field.boundaryEffectiveFrom')} extra={t('hint.effectiveFrom')}>
        <DatePicker data-testid="org-boundaryEffectiveFrom" style={{ width: '100%' }} />
      </Form.Item>
    </div>
  );
}
