import type { PermitRow } from '@carbon/domain';
import { RecordDialog } from '../record-dialog';
import type { GuardedDialog } from '../../../../components/use-unsaved-guard';
import { permitApi } from '../../api/records-api';
import type { RecordLabels } from '../labels';
import { PermitFields } from './permit-fields';
import { permitAddBodyOf, permitBodyOf, permitValuesOf } from './permit-values';

/** Add / edit an EIA project (`permit-dialog`); adding may record an existing project at its current status. */
export function PermitDialog({ L, dialog }: { L: RecordLabels; dialog: GuardedDialog<PermitRow> }) {
  return (
    <RecordDialog
      L={L}
      section="permit"
      dialog={dialog}
      api={permitApi}
      valuesOf={permitValuesOf}
      bodyOf={permitBodyOf}
      addBodyOf={permitAddBodyOf}
      width={760}
    >
      {({ mode }) => <PermitFields L={L} prefix="permit" withStatus={mode === 'add'} />}
    </RecordDialog>
  );
}
