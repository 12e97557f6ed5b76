import type { PermitRow } from '@carbon/domain';
import { EntityFormDialog } from '../../../../components/entity-form-dialog';
import type { GuardedDialog } from '../../../../components/use-unsaved-guard';
import { permitApi } from '../../api/records-api';
import type { RecordLabels } from '../labels';
import { PermitFields } from './permit-fields';
import { permitAddBodyOf, permitBodyOf, permitValuesOf, type PermitValues } from './permit-values';

/** Add / edit an EIA project (`permit-dialog`); adding may record an existing project at its current status. */
export function PermitDialog({ L, dialog }: { L: RecordLabels; dialog: GuardedDialog<PermitRow> }) {
  return (
    <EntityFormDialog<PermitRow, PermitValues, typeof permitApi.detail, typeof permitApi.add, typeof permitApi.edit>
      prefix="permit"
      dialog={dialog}
      width={760}
      title={(mode) => L.t(`permit.${mode}`)}
      detail={permitApi.detail}
      initialValues={permitValuesOf}
      add={{ endpoint: permitApi.add, body: permitAddBodyOf }}
      edit={{ endpoint: permitApi.edit, body: permitBodyOf }}
    >
      {({ mode }) => <PermitFields L={L} prefix="permit" withStatus={mode === 'add'} />}
    </EntityFormDialog>
  );
}
