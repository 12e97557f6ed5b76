import { DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DOMAIN_NS } from '../../../lib/i18n';
import { EQUITY_SHARE_MAX, ORG_CODE_PATTERN, ORG_NAME_FORBIDDEN, ORG_TYPE, orgAddWithParkRequest } from '@carbon/domain';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { zodRule } from '../../../lib/form-rules';

/** Spec §5: a name may not contain < & , " ' > =. */
export function forbiddenIn(name: unknown): string[] {
  return typeof name === 'string' ? ORG_NAME_FORBIDDEN.filter((c) => name.includes(c)) : [];
}

type OrgField = keyof typeof orgAddWithParkRequest.shape;

/**
 * Name, code, parent, type, sort, remark. The rules are the request schema's (zodRule); hand rules
 * remain where the schema says less: the name's forbidden characters and the code's form (org-rules.ts,
 * applied by the service), the type and sort the form needs although the server defaults them.
 */
export function OrgBasicFields({ editingId }: { editingId?: string }) {
  const { t } = useTranslation('orgManage');
  const { t: td } = useTranslation(DOMAIN_NS);
  const rule = (field: OrgField) => zodRule(orgAddWithParkRequest, field, t(`field.${field}`), t);
  return (
    <>
      <Form.Item
        name="name"
        label={t('field.name')}
        extra={t('hint.nameForm')}
        validateFirst
        rules={[
          rule('name'),
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
        validateFirst
        rules={[rule('code'), { pattern: ORG_CODE_PATTERN, message: t('rule.codeFormat') }]}
      >
        <Input data-testid="org-code" maxLength={64} placeholder="bg-park-01" />
      </Form.Item>
      <Form.Item name="pid" label={t('field.pid')} rules={[rule('pid')]}>
        <OrgTreeSelect testId="org-pid" withRoot excludeId={editingId} allowClear={false} />
      </Form.Item>
      <Form.Item name="orgType" label={t('field.orgType')} rules={[{ required: true, message: t('rule.typeRequired') }]}>
        <Select data-testid="org-orgType" options={ORG_TYPE.items.map((i) => ({ value: i.code, label: td(i.key) }))} />
      </Form.Item>
      <Form.Item
        name="sort"
        label={t('field.sort')}
        validateFirst
        rules={[{ required: true, message: t('rule.sortRequired') }, rule('sort')]}
      >
        <InputNumber data-testid="org-sort" precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label={t('field.remark')} rules={[rule('remark')]}>
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
