import { App, Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrgDetail, OrgRow, OrgSaveResult, ParkRow } from '@carbon/domain';
import { EntityFormDialog } from '../../../components/entity-form-dialog';
import { useGuardedDialog, type GuardedDialog } from '../../../components/use-unsaved-guard';
import { invalidateOrgTree, ORG_ALSO_INVALIDATES, orgApi } from '../api/org-api';
import { BoundaryFields, OrgBasicFields } from './org-fields';
import { boundaryFollowsShare, newOrgValues, requestFromValues, valuesFromDetail, type OrgFormValues } from './org-form-values';
import { ParkFields } from './park-fields';
import { ParkFormDialog } from './park-form-dialog';

type Props = { dialog: GuardedDialog<OrgRow>; defaultPid?: string };

function LegalEntityOnly({ detail }: { detail: OrgDetail | undefined }) {
  const type = Form.useWatch<string | undefined>('orgType');
  return type === 'legal_entity' ? <BoundaryFields follows={boundaryFollowsShare(detail)} /> : null;
}

/**
 * Add or edit an organisation with its park and (legal entities) boundary: the detail is read
 * afresh (detailWithPark) for its lock version; a save refreshes the table, the accounts and the
 * shared organisation tree, then shows the naming warnings. An existing park's address and
 * coordinates are changed in the park dialog above it (sysPark/edit), saved on their own.
 * data-testids: `org-dialog`, `org-form`, `org-submit`, `org-cancel`, `org-warnings`.
 */
export function OrgFormDialog({ dialog, defaultPid }: Props) {
  const { t } = useTranslation('orgManage');
  const { notification } = App.useApp();
  const client = useQueryClient();
  const parkDialog = useGuardedDialog<ParkRow>();

  const onSaved = (result: OrgSaveResult) => {
    void invalidateOrgTree(client);
    if (result.warnings.length === 0) return;
    notification.warning({
      message: t('warnings.title'),
      description: (
        <div data-testid="org-warnings">
          {result.warnings.map((w) => (
            <div key={w}>{w}</div>
          ))}
        </div>
      ),
    });
  };

  return (
    <>
      <EntityFormDialog<OrgRow, OrgFormValues, typeof orgApi.detailWithPark, typeof orgApi.addWithPark, typeof orgApi.editWithPark>
        prefix="org"
        dialog={dialog}
        title={(mode) => t(`title.${mode}`)}
        detail={orgApi.detailWithPark}
        initialValues={(detail?: OrgDetail) => (detail ? valuesFromDetail(detail) : newOrgValues(defaultPid))}
        add={{ endpoint: orgApi.addWithPark, body: (values) => requestFromValues(values, false) }}
        edit={{ endpoint: orgApi.editWithPark, body: (values, detail) => requestFromValues(values, !!detail.park) }}
        alsoInvalidates={ORG_ALSO_INVALIDATES}
        onSaved={onSaved}
      >
        {({ source }) => (
          <>
            <OrgBasicFields editingId={dialog.record?.id} />
            <LegalEntityOnly detail={source} />
            <ParkFields onEditPark={(park) => parkDialog.show(park)} />
          </>
        )}
      </EntityFormDialog>
      <ParkFormDialog dialog={parkDialog} />
    </>
  );
}
