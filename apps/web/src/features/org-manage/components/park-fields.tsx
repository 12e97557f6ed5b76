import { Button, Form, Radio, Select, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ParkRow } from '@carbon/domain';
import { usePerm } from '../../../components/use-perm';
import { orgApi, useParks } from '../api/org-api';
import { IN_ORG_FORM, ParkIdentityFields, ParkLocationFields } from './park-site-fields';

type Props = {
  /** Opens the park dialog on an existing park (its address and coordinates are edited there, saved by sysPark/edit). */
  onEditPark?: (park: ParkRow) => void;
};

/** Park of the organisation: none, an existing park, or a new one (created with the org). */
export function ParkFields({ onEditPark }: Props) {
  const { t } = useTranslation('orgManage');
  const mode = Form.useWatch<string | undefined>('parkMode');
  return (
    <>
      <Form.Item name="parkMode" label={t('field.park')}>
        <Radio.Group data-testid="org-parkMode">
          <Radio value="none">
            <span data-testid="org-parkMode-none">{t('park.none')}</span>
          </Radio>
          <Radio value="existing">
            <span data-testid="org-parkMode-existing">{t('park.existing')}</span>
          </Radio>
          <Radio value="new">
            <span data-testid="org-parkMode-new">{t('park.new')}</span>
          </Radio>
        </Radio.Group>
      </Form.Item>
      {mode === 'existing' && <ExistingPark onEditPark={onEditPark} />}
      {mode === 'new' && <NewPark />}
    </>
  );
}

/** "114.044900" → "114.0449": the stored six decimals without trailing zeros. */
const shortDecimal = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

function ExistingPark({ onEditPark }: Props) {
  const { t } = useTranslation('orgManage');
  const can = usePerm();
  const parks = useParks();
  const parkId = Form.useWatch<string | undefined>('parkId');
  const options = (parks.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.code})` }));
  const park = parks.data?.find((p) => p.id === parkId);
  return (
    <>
      <Form.Item name="parkId" label={t('park.select')} rules={[{ required: true, message: t('rule.parkRequired') }]}>
        <Select data-testid="org-parkId" loading={parks.isLoading} options={options} showSearch optionFilterProp="label" />
      </Form.Item>
      {park && <ParkLocation park={park} onEdit={onEditPark && can(orgApi.parkEdit.permission) ? () => onEditPark(park) : undefined} />}
    </>
  );
}

/** The chosen park's address and coordinates as stored, and the way to change them. */
function ParkLocation({ park, onEdit }: { park: ParkRow; onEdit: (() => void) | undefined }) {
  const { t } = useTranslation('orgManage');
  const coordinates =
    park.longitude !== null && park.latitude !== null
      ? t('park.coordinates', { longitude: shortDecimal(park.longitude), latitude: shortDecimal(park.latitude) })
      : t('park.noCoordinates');
  return (
    <Form.Item label={t('park.location')}>
      <div data-testid="org-park-location">
        <div data-testid="org-park-address">{park.address || t('park.noAddress')}</div>
        <Typography.Text type="secondary" data-testid="org-park-coordinates">
          {coordinates}
        </Typography.Text>
      </div>
      {onEdit && (
        <Button size="small" icon={<EditOutlined />} data-testid="org-park-edit" onClick={onEdit} style={{ marginTop: 4 }}>
          {t('park.edit')}
        </Button>
      )}
    </Form.Item>
  );
}

function NewPark() {
  return (
    <div data-testid="org-park-new">
      <ParkIdentityFields at={IN_ORG_FORM} />
      <ParkLocationFields at={IN_ORG_FORM} />
    </div>
  );
}
