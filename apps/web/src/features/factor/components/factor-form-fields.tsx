import { AutoComplete, Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FACTOR_TABLES } from '@carbon/domain';
import { activityUnitRule, sourceUrlRule, validToRule, valueRule } from './factor-form-rules';
import type { FactorFormMode } from './factor-form-values';
import { activityUnitOptions, gasOptions, gasUnitOptions, suggestFactorUnit } from './unit-options';

const id = (name: string) => `factor-field-${name}`;
const half = { xs: 24, md: 12 };
const filter = (input: string, option?: { value: string; label: string }) =>
  !!option && `${option.value} ${option.label}`.toLowerCase().includes(input.toLowerCase());

/** The fields of the add / edit / new-version dialog (data-testid `factor-field-<name>`). */
export function FactorFormFields({ mode }: { mode: FactorFormMode }) {
  const { t } = useTranslation('factor');
  const form = Form.useFormInstance();
  const gasUnit = Form.useWatch<string | undefined>('gasUnit', form);
  const gas = Form.useWatch<string | undefined>('gas', form);
  const activityUnit = Form.useWatch<string | undefined>('activityUnit', form);
  const suggestion = suggestFactorUnit(gasUnit, gas, activityUnit);
  const required = (label: string) => [{ required: true, whitespace: true, message: t('validation.required', { field: label }) }];
  const text = (name: string, isRequired = false, max = 200) => (
    <Col {...half}>
      <Form.Item name={name} label={t(`field.${name}`)} rules={isRequired ? required(t(`field.${name}`)) : []}>
        <Input data-testid={id(name)} maxLength={max} disabled={name === 'code' && mode === 'version'} />
      </Form.Item>
    </Col>
  );
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item
          name="tableCode"
          label={t('field.tableCode')}
          rules={[{ required: true, message: t('validation.required', { field: t('field.tableCode') }) }]}
        >
          <Select
            data-testid={id('tableCode')}
            options={FACTOR_TABLES.map((x) => ({ value: x.code, label: t(x.key, { ns: 'domain' }) }))}
          />
        </Form.Item>
      </Col>
      {text('code', true, 64)}
      {text('factorVersion', true, 64)}
      {text('nameZh', true)}
      {text('nameEn')}
      {text('class1', true, 64)}
      {text('class2', false, 64)}
      {text('country', true, 64)}
      {text('sector', false, 64)}
      <Col {...half}>
        <Form.Item name="gas" label={t('field.gas')}>
          <Select data-testid={id('gas')} allowClear showSearch options={gasOptions()} filterOption={filter} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="value" label={t('field.value')} rules={[...required(t('field.value')), valueRule(t)]} extra={t('hint.value')}>
          <Input data-testid={id('value')} inputMode="decimal" maxLength={40} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="gasUnit" label={t('field.gasUnit')}>
          <AutoComplete data-testid={id('gasUnit')} options={gasUnitOptions(t)} filterOption={filter} allowClear />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="activityUnit"
          label={t('field.activityUnit')}
          rules={[...required(t('field.activityUnit')), activityUnitRule(t)]}
          extra={t('hint.activityUnit')}
        >
          <AutoComplete data-testid={id('activityUnit')} options={activityUnitOptions(t)} filterOption={filter} allowClear />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="factorUnit"
          label={t('field.factorUnit')}
          rules={required(t('field.factorUnit'))}
          extra={suggestion ? t('hint.factorUnit', { unit: suggestion }) : undefined}
        >
          <AutoComplete data-testid={id('factorUnit')} options={suggestion ? [{ value: suggestion, label: suggestion }] : []} allowClear />
        </Form.Item>
      </Col>
      {text('sourceTitle', true, 500)}
      <Col {...half}>
        <Form.Item name="sourceYear" label={t('field.sourceYear')}>
          <InputNumber data-testid={id('sourceYear')} min={1900} max={2100} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="sourceUrl" label={t('field.sourceUrl')} rules={[sourceUrlRule(t)]}>
          <Input data-testid={id('sourceUrl')} maxLength={500} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="validFrom" label={t('field.validFrom')}>
          <DatePicker data-testid={id('validFrom')} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="validTo" label={t('field.validTo')} dependencies={['validFrom']} rules={[validToRule(t)]}>
          <DatePicker data-testid={id('validTo')} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="note" label={t('field.note')}>
          <Input.TextArea data-testid={id('note')} maxLength={1000} rows={2} />
        </Form.Item>
      </Col>
    </Row>
  );
}
