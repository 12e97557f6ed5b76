import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Drawer, Form, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { GWP_ASSESSMENTS, type CalcPreviewRequest, type EmissionResultWire, type FactorRow } from '@carbon/domain';
import {
  initialSourceValues,
  SOURCE_INPUT_NS,
  SourceInputFields,
  toSourceInput,
  visibleSourceFields,
  type SourceValues,
} from '../../../components/source-input';
import { issueMessage } from '../../../lib/form-rules';
import { useCalcPreview } from '../api/preview-api';
import { FactorPicker } from './factor-picker';
import { previewFailure, type PreviewFailure } from './preview-error';
import { PREVIEW_FIELDS, PREVIEW_TYPES, previewRules, typeForFactor, type PreviewType } from './preview-fields';
import { PreviewResult } from './preview-result';

type Props = { open: boolean; onClose: () => void; /** Opened from a row: that factor is preselected. */ factor?: FactorRow };
type PreviewValues = { source: SourceValues; gwpSet: CalcPreviewRequest['gwpSet']; factorId?: string };
type FormValues = Parameters<FormInstance<PreviewValues>['setFieldsValue']>[0];

const DEFAULT_TYPE: PreviewType = 'steam';
const DEFAULT_GWP: PreviewValues['gwpSet'] = 'AR6';

const sourceOf = (type: PreviewType) => initialSourceValues(type, {}, PREVIEW_FIELDS);

function startValues(factor: FactorRow | undefined): PreviewValues {
  const type = (factor && typeForFactor(factor)) ?? DEFAULT_TYPE;
  return { source: sourceOf(type), gwpSet: DEFAULT_GWP, ...(factor ? { factorId: factor.id } : {}) };
}

/**
 * "Calculation preview": one emission source through POST /calc/preview, nothing stored. The
 * source's inputs are the source-input kit's (`PREVIEW_FIELDS`).
 * data-testids: preview-open (page), preview-drawer, preview-type, preview-field-<name>,
 * preview-submit, preview-result, preview-error.
 */
export function PreviewDrawer({ open, onClose, factor }: Props) {
  const { t } = useTranslation('factor');
  const { t: ts } = useTranslation(SOURCE_INPUT_NS);
  const [form] = Form.useForm<PreviewValues>();
  const source = (Form.useWatch('source', form) ?? {}) as SourceValues;
  const preview = useCalcPreview();
  const [result, setResult] = useState<EmissionResultWire | null>(null);
  const [failure, setFailure] = useState<PreviewFailure | null>(null);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(startValues(factor) as FormValues);
    setResult(null);
    setFailure(null);
  }, [open, factor, form]);

  const onValuesChange = (changed: Partial<PreviewValues>) => {
    setFailure(null);
    setResult(null);
    const type = changed.source?.type as PreviewType | undefined;
    if (type && Object.keys(changed.source ?? {}).length === 1) form.setFieldValue('source', sourceOf(type));
  };

  const onSubmit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const all = form.getFieldsValue(true) as PreviewValues;
    const input = toSourceInput(all.source, PREVIEW_FIELDS);
    if (!input.success) {
      // Not expected (every field ran the same schema), but say which input and why rather than send it.
      const issue = input.error?.issues[0];
      const field = issue ? String(issue.path[0] ?? '') : '';
      setFailure(issue ? { message: issueMessage(issue, ts(`field.${field}`), t), field } : { message: input.error?.message ?? '' });
      return;
    }
    const body: CalcPreviewRequest = { source: input.data, gwpSet: all.gwpSet, ...(all.factorId ? { factorId: all.factorId } : {}) };
    try {
      setResult(await preview.mutateAsync(body));
    } catch (e) {
      setFailure(previewFailure(e));
    }
  };

  const fields = visibleSourceFields(source, PREVIEW_FIELDS);
  const placed = failure?.field && (failure.field === 'factorId' || fields.some((f) => f.name === failure.field));
  return (
    <Drawer open={open} onClose={onClose} width={640} title={t('preview.title')} destroyOnHidden={false}>
      <div data-testid="preview-drawer">
        <Form form={form} layout="vertical" onValuesChange={onValuesChange} initialValues={startValues(factor)}>
          <SourceInputFields
            types={PREVIEW_TYPES}
            values={source}
            testId="preview"
            fields={PREVIEW_FIELDS}
            rules={(type, spec, label) => previewRules(type, spec, label, t)}
            failure={failure?.field ? { field: failure.field, message: failure.message } : null}
            afterType={<FactorPicker failure={failure} initial={factor} />}
          />
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
