import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ParkEditRequest, ParkRow } from '@carbon/domain';
import { EntityFormDialog } from '../../../components/entity-form-dialog';
import type { GuardedDialog } from '../../../components/use-unsaved-guard';
import { invalidateOrgTree, ORG_ALSO_INVALIDATES, orgApi } from '../api/org-api';
import { IN_PARK_FORM, ParkIdentityFields, ParkLocationFields } from './park-site-fields';

export type ParkFormValues = {
  name: string;
  code: string;
  businessGroupId?: string;
  address?: string | null;
  longitude?: number | null;
  latitude?: number | null;
};

/** A stored decimal ("114.044900") as the number input holds it; null stays empty. */
const numberOf = (v: string | null) => (v === null ? null : Number(v));

/** The form's starting values: the park as listed (sysPark/list). */
export function parkValuesOf(park: ParkRow): ParkFormValues {
  return {
    name: park.name,
    code: park.code,
    businessGroupId: park.businessGroupId ?? undefined,
    address: park.address,
    longitude: numberOf(park.longitude),
    latitude: numberOf(park.latitude),
  };
}

/**
 * The sysPark/edit body without id and version: the form's fields, and the sort and remark the
 * form does not show, as they were (the edit replaces every field; an omitted remark would clear it).
 * An emptied address or coordinate is sent as null (cleared).
 */
export function parkEditBody(values: ParkFormValues, park: ParkRow): Omit<ParkEditRequest, 'id' | 'version'> {
  return {
    name: values.name.trim(),
    code: values.code.trim(),
    businessGroupId: values.businessGroupId ?? '',
    address: values.address?.trim() || null,
    longitude: values.longitude ?? null,
    latitude: values.latitude ?? null,
    sort: park.sort,
    remark: park.remark,
  };
}

/**
 * Edit an existing park (sysPark/edit): its name, code, business group, address and map
 * coordinates, with the version it was listed with as the lock. Opened from the organisation
 * form's "existing park". data-testids: `parkEdit-dialog`, `parkEdit-submit`, `parkEdit-<field>`.
 */
export function ParkFormDialog({ dialog }: { dialog: GuardedDialog<ParkRow> }) {
  const { t } = useTranslation('orgManage');
  const client = useQueryClient();
  const park = dialog.record;
  const currentGroup = park?.businessGroupId
    ? { id: park.businessGroupId, name: park.businessGroupName ?? park.businessGroupId }
    : undefined;
  return (
    <EntityFormDialog<ParkRow, ParkFormValues, undefined, typeof orgApi.parkAdd, typeof orgApi.parkEdit>
      prefix="parkEdit"
      dialog={dialog}
      title={t('title.parkEdit')}
      mode="edit"
      initialValues={(row) => (row ? parkValuesOf(row) : {})}
      edit={{ endpoint: orgApi.parkEdit, body: parkEditBody }}
      alsoInvalidates={ORG_ALSO_INVALIDATES}
      onSaved={() => void invalidateOrgTree(client)}
    >
      <ParkIdentityFields at={IN_PARK_FORM} groupRequired currentGroup={currentGroup} />
      <ParkLocationFields at={IN_PARK_FORM} />
    </EntityFormDialog>
  );
}
