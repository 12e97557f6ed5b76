import { DatePicker, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { orgBoundaryForm, type OwnershipRow } from '@carbon/domain';
import { EntityFormDialog } from '../../../components/entity-form-dialog';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import type { GuardedDialog } from '../../../components/use-unsaved-guard';
import { zodRule } from '../../../lib/form-rules';
import { orgApi } from '../api/org-api';
import { HoldingFields } from './holding-fields';
import { ownershipBody, ownershipFollowsShare, ownershipValues, type OwnershipFormValues } from './ownership-values';

type Props = { dialog: GuardedDialog<OwnershipRow>; entity: { id: string; name: string } };

/**
 * Add or edit one dated ownership link of a legal entity (issue 26): the owner (any organisation
 * but the entity itself), the share, the relationship, financial and operational control, valid
 * from / to. The entity is the one held. A refusal naming a field is shown under it.
 * data-testids: `ownership-dialog`, `ownership-submit`, `ownership-<field>`.
 */
export function OwnershipFormDialog({ dialog, entity }: Props) {
  const { t } = useTranslation('orgManage');
  const required = (label: string) => ({ required: true, message: t('rule.required', { field: label }) });
  return (
    <EntityFormDialog<OwnershipRow, OwnershipFormValues, undefined, typeof orgApi.ownershipAdd, typeof orgApi.ownershipEdit>
      prefix="ownership"
      dialog={dialog}
      title={(mode) => t(`ownership.${mode}`, { name: entity.name })}
      initialValues={(row) => ownershipValues(row)}
      add={{ endpoint: orgApi.ownershipAdd, body: (values) => ownershipBody(values, entity.id) }}
      edit={{ endpoint: orgApi.ownershipEdit, body: (values) => ownershipBody(values, entity.id) }}
    >
      {({ source }) => (
        <>
          <Form.Item name="ownerOrgId" label={t('ownership.owner')} rules={[required(t('ownership.owner'))]}>
            <OrgTreeSelect testId="ownership-ownerOrgId" excludeId={entity.id} allowClear={false} />
          </Form.Item>
          <HoldingFields
            follows={ownershipFollowsShare(source)}
            testPrefix="ownership"
            shareRules={[required(t('field.equitySharePct')), zodRule(orgBoundaryForm, 'equitySharePct', t('field.equitySharePct'), t)]}
          />
          <Form.Item name="validFrom" label={t('ownership.validFrom')} rules={[required(t('ownership.validFrom'))]}>
            <DatePicker data-testid="ownership-validFrom" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="validTo" label={t('ownership.validTo')} extra={t('ownership.validToHint')}>
            <DatePicker data-testid="ownership-validTo" style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
    </EntityFormDialog>
  );
}
