import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { COORDINATE_DECIMALS } from '@carbon/domain';
import { useBusinessGroups, useParks } from '../api/org-api';
import { forbiddenIn } from './org-fields';

/** Park of the organisation: none, an existing park, or a new one (created with the org). */
export function ParkFields() {
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
      {mode === 'existing' && <ExistingPark />}
      {mode === 'new' && <NewPark />}
    </>
  );
}

function ExistingPark() {
  const { t } = useTranslation('orgManage');
  const parks = useParks();
  const options = (parks.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.code})` }));
  return (
    <Form.Item name="parkId" label={t('park.select')} rules={[{ required: true, message: t('rule.parkRequired') }]}>
      <Select data-testid="org-parkId" loading={parks.isLoading} options={options} showSearch optionFilterProp="label" />
    </Form.Item>
  );
}

const coordinate = (min: number, max: number) => ({ type: 'number' as const, min, max });

function NewPark() {
  const { t } = useTranslation('orgManage');
  const groups = useBusinessGroups();
  return (
    <div data-testid="org-park-new">
      <Form.Item
        name={['park', 'name']}
        label={t('park.name')}
        rules={[
          { required: true, whitespace: true, message: t('rule.parkNameRequired') },
          {
            validator: async (_r, v: unknown) => {
              const found = forbiddenIn(v);
              if (found.length) throw new Error(t('rule.nameChars', { chars: found.join(' ') }));
            },
          },
        ]}
      >
        <Input data-testid="park-name" maxLength={100} />
      </Form.Item>
      <Form.Item
        name={['park', 'code']}
        label={t('park.code')}
        rules={[{ required: true, whitespace: true, message: t('rule.parkCodeRequired') }]}
      >
        <Input data-testid="park-code" maxLength={64} />
      </Form.Item>
      <Form.Item name={['park', 'businessGroupId']} label={t('park.businessGroup')} extra={t('hint.businessGroup')}>
        <Select
          data-testid="park-businessGroupId"
          allowClear
          loading={groups.isLoading}
          options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
        />
      </Form.Item>
      <Form.Item name={['park', 'address']} label={t('park.address')}>
        <Input data-testid="park-address" maxLength={300} />
      </Form.Item>
      <Form.Item
        name={['park', 'longitude']}
        label={t('park.longitude')}
        rules={[{ ...coordinate(-180, 180), message: t('rule.longitude') }]}
      >
        <InputNumber data-testid="park-longitude" precision={COORDINATE_DECIMALS} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name={['park', 'latitude']} label={t('park.latitude')} rules={[{ ...coordinate(-90, 90), message: t('rule.latitude') }]}>
        <InputNumber data-testid="park-latitude" precision={COORDINATE_DECIMALS} style={{ width: '100%' }} />
      </Form.Item>
    </div>
  );
}
