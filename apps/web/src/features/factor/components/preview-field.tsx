import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRules, type FieldSpec, type PreviewType } from './preview-fields';
import type { PreviewFailure } from './preview-error';

type Props = { type: PreviewType; spec: FieldSpec; failure: PreviewFailure | null };

/**
 * One source input (data-testid `preview-field-<name>`), checked by the domain's schema of the source type;
 * a server refusal about it shows right under it.
 */
export function PreviewField({ type, spec, failure }: Props) {
  const { t } = useTranslation('factor');
  // The NCV is per the consumption unit chosen (GJ/t or GJ/10⁴Nm³), never "per unit".
  const consumptionUnit = Form.useWatch('consumptionUnit') as string | undefined;
  const unit = spec.name === 'ncv' ? `GJ/${consumptionUnit === '10^4 Nm3' ? '10⁴Nm³' : 't'}` : spec.unit;
  const label = t(`preview.field.${spec.name}`);
  const mine = failure?.field === spec.name;
  const testId = `preview-field-${spec.name}`;
  const rules = fieldRules(type, spec, label, t);
  return (
    <Form.Item
      name={spec.name}
      label={label}
      rules={rules}
      extra={spec.hint ? t(spec.hint) : undefined}
      {...(mine ? { validateStatus: 'error' as const, help: <span data-testid="preview-error">{failure.message}</span> } : {})}
    >
      {spec.kind === 'select' ? (
        <Select
          data-testid={testId}
          options={(spec.options ?? []).map((o) => ({
            value: o.value,
            label: <span data-testid={`${testId}-${String(o.value)}`}>{o.ns ? t(o.labelKey, { ns: o.ns }) : t(o.labelKey)}</span>,
          }))}
        />
      ) : (
        <Input
          data-testid={testId}
          inputMode={spec.kind === 'text' ? 'text' : spec.kind === 'int' ? 'numeric' : 'decimal'}
          maxLength={spec.kind === 'text' ? 3 : 40}
          addonAfter={unit}
        />
      )}
    </Form.Item>
  );
}
