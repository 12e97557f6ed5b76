import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FactorRow } from '@carbon/domain';
import { EntityFormDialog } from '../../../components/entity-form-dialog';
import type { GuardedDialog } from '../../../components/use-unsaved-guard';
import { factorApi } from '../api/factor-api';
import { FactorFormFields } from './factor-form-fields';
import { initialValues, toRequest, type FactorFormMode, type FactorFormValues } from './factor-form-values';
import { suggestFactorUnit } from './unit-options';

export type FactorDialogProps = {
  /** From `useGuardedDialog<FactorRow>()`: `dialog.show()` for a new factor, `dialog.show(row)` to edit or add a version of it. */
  dialog: GuardedDialog<FactorRow>;
  mode: FactorFormMode;
  /** After a successful save (the dialog has closed and the factor reads refresh by themselves). */
  onSaved?: () => void;
};

const UNIT_FIELDS = ['gas', 'gasUnit', 'activityUnit'];

/**
 * Add, edit or "add version" of a factor (data-testids: `factor-dialog`, `factor-form`, `factor-field-<name>`,
 * `factor-submit`, `factor-cancel`). The row is read afresh on every opening (its lock version);
 * a new version adds from a copy of it. A refused save keeps the dialog open with the server's message.
 */
export function FactorDialog({ dialog, mode, onSaved }: FactorDialogProps) {
  const { t } = useTranslation('factor');
  const lastSuggestion = useRef('');
  useEffect(() => {
    if (dialog.open) lastSuggestion.current = '';
  }, [dialog.open]);

  return (
    <EntityFormDialog<FactorRow, FactorFormValues, typeof factorApi.detail, typeof factorApi.add, typeof factorApi.edit>
      prefix="factor"
      dialog={dialog}
      mode={mode === 'edit' ? 'edit' : 'add'}
      title={t(`dialog.${mode}`)}
      submitText={t('submit')}
      width={820}
      detail={factorApi.detail}
      initialValues={(source) => initialValues(mode, source)}
      add={{ endpoint: factorApi.add, body: toRequest }}
      edit={{ endpoint: factorApi.edit, body: toRequest }}
      // The factor unit follows the three pickers until the user types their own.
      onValuesChange={(changed, all, form) => {
        if (!Object.keys(changed).some((k) => UNIT_FIELDS.includes(k))) return;
        const next = suggestFactorUnit(all.gasUnit, all.gas, all.activityUnit);
        if (!all.factorUnit || all.factorUnit === lastSuggestion.current) form.setFieldValue('factorUnit', next);
        lastSuggestion.current = next;
      }}
      {...(onSaved ? { onSaved: () => onSaved() } : {})}
    >
      {({ source }) => <FactorFormFields mode={mode} previous={mode === 'add' ? undefined : source?.value} />}
    </EntityFormDialog>
  );
}
