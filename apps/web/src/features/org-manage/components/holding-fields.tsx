import { useEffect, useRef } from 'react';
import { Form, InputNumber, Select, Switch, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FinancialControlKind } from '@carbon/domain';
import { DOMAIN_NS } from '../../../lib/i18n';
import { CONTROL_KINDS, RELATIONSHIPS, controlFor, isControlKind, isRelationship, proposalFor, relationshipKey } from './holding-proposal';

type Props = {
  /** Whether the share may move the relationship (a new record, or one still on its share's default). */
  follows: boolean;
  /** data-testid prefix: `<p>-equitySharePct`, `<p>-relationship`, `<p>-financialControlType`, `<p>-operationalControl`. */
  testPrefix: string;
  /** The rule(s) of the equity share (range, required). */
  shareRules: FormRule[];
};

/**
 * The facts of a holding (issue 26): equity share, relationship, financial control (own / joint /
 * none) and operational control, each its own field. A change of the share proposes the
 * relationship (the domain's rule) while the user has not chosen one; a relationship proposes the
 * financial control while the user has not chosen it. Field names are the server's, so a refusal
 * naming a field is shown under it.
 */
export function HoldingFields({ follows, testPrefix, shareRules }: Props) {
  const { t } = useTranslation('orgManage');
  const { t: td } = useTranslation(DOMAIN_NS);
  const form = Form.useFormInstance();
  const follow = useRef(follows);
  const chosenControl = (): FinancialControlKind | undefined =>
    form.isFieldTouched('financialControlType') ? (form.getFieldValue('financialControlType') as FinancialControlKind) : undefined;

  const proposeControl = (relationship: unknown) => {
    if (!isRelationship(relationship) || form.isFieldTouched('financialControlType')) return;
    form.setFieldValue('financialControlType', controlFor(relationship));
  };
  const onShare = (share: number | string | null) => {
    if (!follow.current || form.isFieldTouched('relationship')) return;
    const relationship = proposalFor(share, chosenControl());
    form.setFieldValue('relationship', relationship);
    proposeControl(relationship);
  };

  // a record without a relationship yet (a new legal entity) starts from its share's proposal
  useEffect(() => {
    const relationship: unknown = form.getFieldValue('relationship');
    if (!isRelationship(relationship)) {
      const proposed = proposalFor(form.getFieldValue('equitySharePct') as number | null | undefined);
      form.setFieldValue('relationship', proposed);
      if (!isControlKind(form.getFieldValue('financialControlType'))) form.setFieldValue('financialControlType', controlFor(proposed));
    } else if (!isControlKind(form.getFieldValue('financialControlType')))
      form.setFieldValue('financialControlType', controlFor(relationship));
  }, [form]);

  return (
    <>
      {/* No min/max on the input: antd would clamp 150 to 100 silently; the rule refuses it with the spec's message. */}
      <Form.Item name="equitySharePct" label={t('field.equitySharePct')} rules={shareRules}>
        <InputNumber
          data-testid={`${testPrefix}-equitySharePct`}
          precision={4}
          addonAfter="%"
          style={{ width: '100%' }}
          onChange={onShare}
        />
      </Form.Item>
      <Form.Item
        name="relationship"
        label={t('field.relationship')}
        extra={t('hint.relationship')}
        rules={[{ required: true, message: t('rule.relationshipRequired') }]}
      >
        <Select
          data-testid={`${testPrefix}-relationship`}
          onChange={proposeControl}
          options={RELATIONSHIPS.map((r) => ({ value: r, label: td(relationshipKey(r)) }))}
        />
      </Form.Item>
      <Form.Item
        name="financialControlType"
        label={t('field.financialControl')}
        rules={[{ required: true, message: t('rule.financialControlRequired') }]}
      >
        <Select
          data-testid={`${testPrefix}-financialControlType`}
          options={CONTROL_KINDS.map((k) => ({ value: k, label: t(`control.${k}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="operationalControl"
        label={t('field.operationalControl')}
        extra={t('hint.operationalControl')}
        valuePropName="checked"
      >
        <Switch data-testid={`${testPrefix}-operationalControl`} />
      </Form.Item>
    </>
  );
}
