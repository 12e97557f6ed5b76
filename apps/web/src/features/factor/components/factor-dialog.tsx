import { useRef } from 'react';
import { Button, Form } from 'antd';
import { ModalForm } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { FactorRow } from '@carbon/domain';
import { useActionMessage } from '../../../components/action-messages';
import { addFactor, editFactor } from '../api/factor-api';
import { FactorFormFields } from './factor-form-fields';
import { initialValues, toRequest, type FactorFormMode, type FactorFormValues } from './factor-form-values';
import { suggestFactorUnit } from './unit-options';

export type FactorDialogProps = {
  mode: FactorFormMode;
  row?: FactorRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Every change (the unsaved-changes guard). */
  onChange: () => void;
  /** Called after a successful save: close without warning and reload. */
  onSaved: () => void;
};

const UNIT_FIELDS = ['gas', 'gasUnit', 'activityUnit'];

/**
 * Mount it only while open (the page does), so every opening starts from fresh values.
 * Add, edit or "add version" of a factor (data-testids: `factor-dialog`, `factor-field-<name>`,
 * `factor-submit`, `factor-cancel`). A refused save keeps the dialog open with the server's message.
 */
export function FactorDialog({ mode, row, open, onOpenChange, onChange, onSaved }: FactorDialogProps) {
  const { t } = useTranslation('factor');
  const outcome = useActionMessage();
  const [form] = Form.useForm<FactorFormValues>();
  const lastSuggestion = useRef('');

  // The factor unit follows the three pickers until the user types their own.
  const onValuesChange = (changed: Partial<FactorFormValues>, all: FactorFormValues) => {
    onChange();
    if (!Object.keys(changed).some((k) => UNIT_FIELDS.includes(k))) return;
    const next = suggestFactorUnit(all.gasUnit, all.gas, all.activityUnit);
    if (!all.factorUnit || all.factorUnit === lastSuggestion.current) form.setFieldValue('factorUnit', next);
    lastSuggestion.current = next;
  };

  const onFinish = async (values: FactorFormValues) => {
    const body = toRequest(values);
    const action = mode === 'edit' ? 'edit' : 'add';
    try {
      if (mode === 'edit' && row) await editFactor({ ...body, id: row.id, version: row.version });
      else await addFactor(body);
    } catch (e) {
      outcome.failure(action, e);
      return false;
    }
    outcome.success(action);
    onSaved();
    return true;
  };

  return (
    <ModalForm<FactorFormValues>
      form={form}
      title={t(`dialog.${mode}`)}
      open={open}
      onOpenChange={onOpenChange}
      onValuesChange={onValuesChange}
      onFinish={onFinish}
      initialValues={initialValues(mode, row)}
      width={820}
      layout="vertical"
      modalProps={{ destroyOnHidden: true, maskClosable: false, wrapProps: { 'data-testid': 'factor-dialog' } }}
      submitter={{
        render: (props) => [
          <Button key="cancel" data-testid="factor-cancel" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>,
          <Button key="submit" type="primary" data-testid="factor-submit" onClick={() => props.submit()}>
            {t('submit')}
          </Button>,
        ],
      }}
    >
      <FactorFormFields mode={mode} />
    </ModalForm>
  );
}
