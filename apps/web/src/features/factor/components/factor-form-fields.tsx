import { useEffect } from 'react';
import { Alert, AutoComplete, Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { FACTOR_TABLES, factorFields, valueJump } from '@carbon/domain';
import { zodRule, type ZodRuleOptions } from '../../../lib/form-rules';
import { isoDay, validToRule, valueInput, valueProblem, valueRule } from './factor-form-rules';
import type { FactorFormMode } from './factor-form-values';
import { codedValueLabel } from './factor-columns';
import { activityUnitOptions, gasOptions, gasUnitOptions, suggestFactorUnit } from './unit-options';

type Field = keyof typeof factorFields.shape;

const id = (name: Field) => `factor-field-${name}`;
/** A date picker's value (dayjs, or the ISO text it was prefilled with) as the schema's 'YYYY-MM-DD'. */
const dayInput = (v: unknown) => isoDay(dayjs.isDayjs(v) || typeof v === 'string' ? v : null);
const half = { xs: 24, md: 12 };
const filter = (input: string, option?: { value: string; label: string }) =>
  !!option && `${option.value} ${option.label}`.toLowerCase().includes(input.toLowerCase());

/**
 * The fields of the add / edit / new-version dialog (data-testid `factor-field-<name>`). Each field's
 * rule is the domain's `factorFields` schema (the server validates with the same); hand rules remain
 * only where they say more: why a value is refused, and valid-to before valid-from (two fields).
 */
/**
 * A value more than 10 times from `previous` (issue 9: "1000 times lower than the previous
 * version") is saved only once the user ticks "the value is right" (data-testids
 * `factor-value-jump`, `factor-field-confirmJump`). The tick is not sent to the server.
 */
function ValueJumpCheck({ mode, previous }: { mode: FactorFormMode; previous: string | undefined }) {
  const { t } = useTranslation('factor');
  const form = Form.useFormInstance();
  const value = Form.useWatch<string | undefined>('value', form);
  const input = valueInput(value);
  // a confirmation holds for the value it was given for
  useEffect(() => form.setFields([{ name: 'confirmJump', value: false }]), [form, input]);
  const jump = previous !== undefined && input && !valueProblem(input, t) ? valueJump(previous, input) : null;
  if (!jump) return null;
  const base = t(mode === 'edit' ? 'jump.savedValue' : 'jump.previousVersion');
  const detail =
    jump.direction === 'zero' || jump.direction === 'fromZero'
      ? t(`jump.${jump.direction}`, { base, previous })
      : t(`jump.${jump.direction}`, { base, previous, times: jump.times });
  return (
    <Col span={24}>
      <Alert data-testid="factor-value-jump" type="warning" showIcon message={t('jump.title', { detail })} style={{ marginBottom: 8 }} />
      <Form.Item
        name="confirmJump"
        valuePropName="checked"
        rules={[
          {
            validator: async (_r, checked: boolean | undefined) => {
              if (!checked) throw new Error(t('jump.confirmRequired', { base }));
            },
          },
        ]}
      >
        <Checkbox data-testid="factor-field-confirmJump">{t('jump.confirm')}</Checkbox>
      </Form.Item>
    </Col>
  );
}

/** `previous`: the value a new version follows, or the saved value being edited (the 10-times check). */
export function FactorFormFields({ mode, previous }: { mode: FactorFormMode; previous?: string | undefined }) {
  const { t } = useTranslation('factor');
  const form = Form.useFormInstance();
  const gasUnit = Form.useWatch<string | undefined>('gasUnit', form);
  const gas = Form.useWatch<string | undefined>('gas', form);
  const activityUnit = Form.useWatch<string | undefined>('activityUnit', form);
  const suggestion = suggestFactorUnit(gasUnit, gas, activityUnit);
  const coded: Partial<Record<Field, unknown>> = {
    class1: Form.useWatch('class1', form),
    class2: Form.useWatch('class2', form),
    country: Form.useWatch('country', form),
    sector: Form.useWatch('sector', form),
  };
  /** Under a coded field (class, country, sector): what its value shows as in the table, in the reader's language. */
  const shownAs = (name: Field) => {
    const label = codedValueLabel(t, name, coded[name]);
    return label && label !== coded[name] ? <span data-testid={`factor-field-${name}-label`}>{label}</span> : undefined;
  };
  const rule = (name: Field, options?: ZodRuleOptions) => zodRule(factorFields, name, t(`field.${name}`), t, options);
  const text = (name: Field, max = 200) => (
    <Col {...half}>
      <Form.Item name={name} label={t(`field.${name}`)} rules={[rule(name)]} extra={shownAs(name)}>
        <Input data-testid={id(name)} maxLength={max} disabled={name === 'code' && mode === 'version'} />
      </Form.Item>
    </Col>
  );
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name="tableCode" label={t('field.tableCode')} rules={[rule('tableCode')]}>
          <Select
            data-testid={id('tableCode')}
            options={FACTOR_TABLES.map((x) => ({ value: x.code, label: t(x.key, { ns: 'domain' }) }))}
          />
        </Form.Item>
      </Col>
      {text('code', 64)}
      {text('factorVersion', 64)}
      {text('nameZh')}
      {text('nameEn')}
      {text('class1', 64)}
      {text('class2', 64)}
      {text('country', 64)}
      {text('sector', 64)}
      <Col {...half}>
        <Form.Item name="gas" label={t('field.gas')} rules={[rule('gas')]}>
          <Select data-testid={id('gas')} allowClear showSearch options={gasOptions()} filterOption={filter} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="value"
          label={t('field.value')}
          validateFirst
          rules={[valueRule(t), rule('value', { toInput: valueInput })]}
          extra={t('hint.value')}
        >
          <Input data-testid={id('value')} inputMode="decimal" maxLength={40} />
        </Form.Item>
      </Col>
      <ValueJumpCheck mode={mode} previous={previous} />
      <Col {...half}>
        <Form.Item name="gasUnit" label={t('field.gasUnit')} rules={[rule('gasUnit')]}>
          <AutoComplete data-testid={id('gasUnit')} options={gasUnitOptions(t)} filterOption={filter} allowClear />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="activityUnit" label={t('field.activityUnit')} rules={[rule('activityUnit')]} extra={t('hint.activityUnit')}>
          <AutoComplete data-testid={id('activityUnit')} options={activityUnitOptions(t)} filterOption={filter} allowClear />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="factorUnit"
          label={t('field.factorUnit')}
          rules={[rule('factorUnit')]}
          extra={suggestion ? t('hint.factorUnit', { unit: suggestion }) : undefined}
        >
          <AutoComplete data-testid={id('factorUnit')} options={suggestion ? [{ value: suggestion, label: suggestion }] : []} allowClear />
        </Form.Item>
      </Col>
      {text('sourceTitle', 500)}
      <Col {...half}>
        <Form.Item name="sourceYear" label={t('field.sourceYear')} rules={[rule('sourceYear')]}>
          <InputNumber data-testid={id('sourceYear')} min={1900} max={2100} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="sourceUrl" label={t('field.sourceUrl')} rules={[rule('sourceUrl')]}>
          <Input data-testid={id('sourceUrl')} maxLength={500} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="validFrom"
          label={t('field.validFrom')}
          extra={mode === 'version' ? t('hint.versionStart') : undefined}
          rules={[rule('validFrom', { toInput: dayInput })]}
        >
          <DatePicker data-testid={id('validFrom')} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="validTo"
          label={t('field.validTo')}
          dependencies={['validFrom']}
          rules={[validToRule(t), rule('validTo', { toInput: dayInput })]}
        >
          <DatePicker data-testid={id('validTo')} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="note" label={t('field.note')} rules={[rule('note')]}>
          <Input.TextArea data-testid={id('note')} maxLength={1000} rows={2} />
        </Form.Item>
      </Col>
    </Row>
  );
}
