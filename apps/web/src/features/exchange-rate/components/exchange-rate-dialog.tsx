import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { exchangeRateFields, type ExchangeRateAddRequest, type ExchangeRateRow } from '@carbon/domain';
import { EntityFormDialog } from '../../../components/entity-form-dialog';
import type { GuardedDialog } from '../../../components/use-unsaved-guard';
import { zodRule } from '../../../lib/form-rules';
import { exchangeRateApi } from '../api/exchange-rate-api';
import { rateInput, rateRule } from './exchange-rate-rules';

type Values = { currency: string; year: number; month: number; rateToUsd: string; source: string };
type Field = keyof Values;

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const id = (name: Field) => `exchangeRate-field-${name}`;

function valuesOf(row: ExchangeRateRow | undefined): Partial<Values> {
  if (!row) return { year: new Date().getFullYear(), month: new Date().getMonth() + 1 };
  return { currency: row.currency, year: row.year, month: row.month, rateToUsd: row.rateToUsd, source: row.source };
}

function bodyOf(v: Values): ExchangeRateAddRequest {
  return { currency: v.currency.trim(), year: v.year, month: v.month, rateToUsd: rateInput(v.rateToUsd), source: v.source.trim() };
}

/**
 * Add (`dialog.show()`) or edit (`dialog.show(row)`) one rate: the detail is read afresh
 * for its lock version; the rules are the domain schema's. data-testids:
 * `exchangeRate-dialog`, `exchangeRate-form`, `exchangeRate-field-<name>`, `exchangeRate-submit`, `exchangeRate-cancel`.
 */
export function ExchangeRateDialog({ dialog }: { dialog: GuardedDialog<ExchangeRateRow> }) {
  const { t } = useTranslation('exchangeRate');
  const rule = (field: Field) => zodRule(exchangeRateFields, field, t(`field.${field}`), t);
  return (
    <EntityFormDialog
      prefix="exchangeRate"
      dialog={dialog}
      title={(mode) => t(`dialog.${mode}`)}
      submitText={t('submit')}
      detail={exchangeRateApi.detail}
      initialValues={valuesOf}
      add={{ endpoint: exchangeRateApi.add, body: bodyOf }}
      edit={{ endpoint: exchangeRateApi.edit, body: bodyOf }}
    >
      <Form.Item
        name="currency"
        label={t('field.currency')}
        rules={[rule('currency')]}
        normalize={(v: string) => v?.toUpperCase()}
        extra={t('hint.currency')}
      >
        <Input data-testid={id('currency')} maxLength={3} />
      </Form.Item>
      <Form.Item name="year" label={t('field.year')} rules={[rule('year')]}>
        <InputNumber data-testid={id('year')} min={1900} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="month" label={t('field.month')} rules={[rule('month')]}>
        <Select data-testid={id('month')} options={MONTHS.map((m) => ({ value: m, label: String(m) }))} />
      </Form.Item>
      <Form.Item
        name="rateToUsd"
        label={t('field.rateToUsd')}
        validateFirst
        rules={[rateRule(t), zodRule(exchangeRateFields, 'rateToUsd', t('field.rateToUsd'), t, { toInput: rateInput })]}
        extra={t('hint.rateToUsd')}
      >
        <Input data-testid={id('rateToUsd')} inputMode="decimal" maxLength={40} />
      </Form.Item>
      <Form.Item name="source" label={t('field.source')} rules={[rule('source')]}>
        <Input data-testid={id('source')} maxLength={500} />
      </Form.Item>
    </EntityFormDialog>
  );
}
