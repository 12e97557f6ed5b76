import { Button, Form, Input, InputNumber, Select } from 'antd';
import { ModalForm } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { ExchangeRateAddRequest, ExchangeRateRow } from '@carbon/domain';
import { useActionMessage } from '../../../components/action-messages';
import { addExchangeRate, editExchangeRate } from '../api/exchange-rate-api';
import { currencyRule, rateRule } from './exchange-rate-rules';

type Values = { currency: string; year: number; month: number; rateToUsd: string; source: string };

export type ExchangeRateDialogProps = {
  row?: ExchangeRateRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: () => void;
  onSaved: () => void;
};

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const id = (name: string) => `exchangeRate-field-${name}`;

function initial(row: ExchangeRateRow | undefined): Partial<Values> {
  if (!row) return { year: new Date().getFullYear(), month: new Date().getMonth() + 1 };
  return { currency: row.currency, year: row.year, month: row.month, rateToUsd: row.rateToUsd, source: row.source };
}

/**
 * Add or edit one rate (mount only while open). data-testids: `exchangeRate-dialog`,
 * `exchangeRate-field-<name>`, `exchangeRate-submit`, `exchangeRate-cancel`.
 */
export function ExchangeRateDialog({ row, open, onOpenChange, onChange, onSaved }: ExchangeRateDialogProps) {
  const { t } = useTranslation('exchangeRate');
  const outcome = useActionMessage();
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('validation.required', { field: t(`field.${field}`) }),
  });

  const onFinish = async (v: Values) => {
    const body: ExchangeRateAddRequest = {
      currency: v.currency.trim(),
      year: v.year,
      month: v.month,
      rateToUsd: v.rateToUsd.trim().replace(/^\+/, ''),
      source: v.source.trim(),
    };
    const action = row ? 'edit' : 'add';
    try {
      if (row) await editExchangeRate({ ...body, id: row.id, version: row.version });
      else await addExchangeRate(body);
    } catch (e) {
      outcome.failure(action, e);
      return false;
    }
    outcome.success(action);
    onSaved();
    return true;
  };

  return (
    <ModalForm<Values>
      title={t(row ? 'dialog.edit' : 'dialog.add')}
      open={open}
      onOpenChange={onOpenChange}
      onValuesChange={onChange}
      onFinish={onFinish}
      initialValues={initial(row)}
      layout="vertical"
      width={520}
      modalProps={{ destroyOnHidden: true, maskClosable: false, wrapProps: { 'data-testid': 'exchangeRate-dialog' } }}
      submitter={{
        render: (props) => [
          <Button key="cancel" data-testid="exchangeRate-cancel" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>,
          <Button key="submit" type="primary" data-testid="exchangeRate-submit" onClick={() => props.submit()}>
            {t('submit')}
          </Button>,
        ],
      }}
    >
      <Form.Item
        name="currency"
        label={t('field.currency')}
        rules={[required('currency'), currencyRule(t)]}
        normalize={(v: string) => v?.toUpperCase()}
        extra={t('hint.currency')}
      >
        <Input data-testid={id('currency')} maxLength={3} />
      </Form.Item>
      <Form.Item
        name="year"
        label={t('field.year')}
        rules={[{ required: true, message: t('validation.required', { field: t('field.year') }) }]}
      >
        <InputNumber data-testid={id('year')} min={1900} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="month"
        label={t('field.month')}
        rules={[{ required: true, message: t('validation.required', { field: t('field.month') }) }]}
      >
        <Select data-testid={id('month')} options={MONTHS.map((m) => ({ value: m, label: String(m) }))} />
      </Form.Item>
      <Form.Item name="rateToUsd" label={t('field.rateToUsd')} rules={[required('rateToUsd'), rateRule(t)]} extra={t('hint.rateToUsd')}>
        <Input data-testid={id('rateToUsd')} inputMode="decimal" maxLength={40} />
      </Form.Item>
      <Form.Item name="source" label={t('field.source')} rules={[required('source')]}>
        <Input data-testid={id('source')} maxLength={500} />
      </Form.Item>
    </ModalForm>
  );
}
