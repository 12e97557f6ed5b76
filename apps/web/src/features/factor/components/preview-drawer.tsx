import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Drawer, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { GWP_ASSESSMENTS, type CalcPreviewRequest, type EmissionResultWire, type FactorRow } from '@carbon/domain';
import { issueMessage } from '../../../lib/form-rules';
import { useCalcPreview } from '../api/preview-api';
import { FactorPicker } from './factor-picker';
import { previewFailure, type PreviewFailure } from './preview-error';
import { PreviewField } from './preview-field';
import {
  initialFieldValues,
  PREVIEW_TYPES,
  toSource,
  typeForFactor,
  visibleFields,
  type PreviewType,
  type PreviewValues,
} from './preview-fields';
import { PreviewResult } from './preview-result';

type Props = { open: boolean; onClose: () => void; /** Opened from a row: that factor is preselected. */ factor?: FactorRow };

const DEFAULT_TYPE: PreviewType = 'steam';
const DEFAULT_GWP: PreviewValues['gwpSet'] = 'AR6';

function startValues(factor: FactorRow | undefined): Partial<PreviewValues> {
  const type = (factor && typeForFactor(factor)) ?? DEFAULT_TYPE;
  return { type, gwpSet: DEFAULT_GWP, ...initialFieldValues(type), ...(factor ? { factorId: factor.id } : {}) };
}

/**
 * "Calculation preview": one emission source through POST /calc/preview, nothing stored.
 * data-testids: preview-open (page), preview-drawer, preview-type, preview-field-<name>,
 * preview-submit, preview-result, preview-error.
 */
export function PreviewDrawer({ open, onClose, factor }: Props) {
  const { t } = useTranslation('factor');
  const [form] = Form.useForm<PreviewValues>();
  const values = (Form.useWatch([], form) ?? {}) as Partial<PreviewValues>;
  const preview = useCalcPreview();
  const [result, setResult] = useState<EmissionResultWire | null>(null);
  const [failure, setFailure] = useState<PreviewFailure | null>(null);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(startValues(factor));
    setResult(null);
    setFailure(null);
  }, [open, factor, form]);

  const onValuesChange = (changed: Partial<PreviewValues>, all: Partial<PreviewValues>) => {
    setFailure(null);
    setResult(null);
    if (!changed.type) return;
    form.resetFields();
    form.setFieldsValue({ type: changed.type, gwpSet: all.gwpSet, factorId: all.factorId, ...initialFieldValues(changed.type) });
  };

  const onSubmit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const all = { ...form.getFieldsValue(true), ...v } as PreviewValues;
    const source = toSource(all);
    if (!source.success) {
      // Not expected (every field ran the same schema), but say which input and why rather than send it.
      const issue = source.error.issues[0];
      const field = issue ? String(issue.path[0] ?? '') : '';
      setFailure(issue ? { message: issueMessage(issue, t(`preview.field.${field}`), t), field } : { message: source.error.message });
      return;
    }
    const body: CalcPreviewRequest = { source: source.data, gwpSet: all.gwpSet, ...(all.factorId ? { factorId: all.factorId } : {}) };
    try {
      setResult(await preview.mutateAsync(body));
    } catch (e) {
      setFailure(previewFailure(e));
    }
  };

  const fields = visibleFields(values);
  const placed = failure?.field && (failure.field === 'factorId' || fields.some((f) => f.name === failure.field));
  return (
    <Drawer open={open} onClose={onClose} width={640} title={t('preview.title')} destroyOnHidden={false}>
      <div data-testid="preview-drawer">
        <Form form={form} layout="vertical" onValuesChange={onValuesChange} initialValues={startValues(factor)}>
          <Form.Item name="type" label={t('preview.field.type')}>
            <Select
              data-testid="preview-type"
              options={PREVIEW_TYPES.map((type) => ({
                value: type,
                label: <span data-testid={`preview-type-${type}`}>{t(`preview.type.${type}`)}</span>,
              }))}
            />
          </Form.Item>
          <FactorPicker failure={failure} initial={factor} />
          {fields.map((spec) => (
            <PreviewField
              key={`${values.type ?? DEFAULT_TYPE}-${spec.name}`}
              type={values.type ?? DEFAULT_TYPE}
              spec={spec}
              failure={failure}
            />
          ))}
          <Form.Item name="gwpSet" label={t('preview.field.gwpSet')}>
            <Select data-testid="preview-field-gwpSet" options={GWP_ASSESSMENTS.map((a) => ({ value: a, label: a }))} />
          </Form.Item>
          {failure && !placed && (
            <Alert
              type="error"
              showIcon
              message={<span data-testid="preview-error">{failure.message}</span>}
              style={{ marginBottom: 16 }}
            />
          )}
          <Button type="primary" data-testid="preview-submit" loading={preview.isPending} onClick={() => void onSubmit()}>
            {t('preview.submit')}
          </Button>
        </Form>
        {result && (
          <>
            <Divider />
            <PreviewResult result={result} />
          </>
        )}
      </div>
    </Drawer>
  );
}
