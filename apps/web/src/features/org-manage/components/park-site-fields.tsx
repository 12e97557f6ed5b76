import { Form, Input, InputNumber, Select } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useTranslation } from 'react-i18next';
import { COORDINATE_DECIMALS } from '@carbon/domain';
import { useBusinessGroups } from '../api/org-api';
import { forbiddenIn } from './org-fields';

/**
 * Where a park's fields sit in a form and their data-testids: under `park` in the organisation
 * form (a new park created with the organisation), at the top level in the park dialog.
 */
export type ParkFieldPlace = { name: (field: string) => NamePath; testId: (field: string) => string };

export const IN_ORG_FORM: ParkFieldPlace = { name: (f) => ['park', f], testId: (f) => `park-${f}` };
export const IN_PARK_FORM: ParkFieldPlace = { name: (f) => f, testId: (f) => `parkEdit-${f}` };

/** Longitude −180..180 and latitude −90..90 (org-rules.ts parseCoordinate, which the server applies). */
const coordinate = (min: number, max: number) => ({ type: 'number' as const, min, max });

type IdentityProps = {
  at: ParkFieldPlace;
  /** Editing a park: its business group must be given; a new park defaults to the organisation's. */
  groupRequired?: boolean;
  /** The park's business group when it is not among the groups read (outside the first 200): shown by name. */
  currentGroup?: { id: string; name: string } | undefined;
};

/** Name, code and business group of a park. */
export function ParkIdentityFields({ at, groupRequired = false, currentGroup }: IdentityProps) {
  const { t } = useTranslation('orgManage');
  const groups = useBusinessGroups();
  const options = (groups.data ?? []).map((g) => ({ value: g.id, label: g.name }));
  if (currentGroup && !options.some((o) => o.value === currentGroup.id)) options.push({ value: currentGroup.id, label: currentGroup.name });
  return (
    <>
      <Form.Item
        name={at.name('name')}
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
        <Input data-testid={at.testId('name')} maxLength={100} />
      </Form.Item>
      <Form.Item
        name={at.name('code')}
        label={t('park.code')}
        rules={[{ required: true, whitespace: true, message: t('rule.parkCodeRequired') }]}
      >
        <Input data-testid={at.testId('code')} maxLength={64} />
      </Form.Item>
      <Form.Item
        name={at.name('businessGroupId')}
        label={t('park.businessGroup')}
        extra={groupRequired ? undefined : t('hint.businessGroup')}
        rules={groupRequired ? [{ required: true, message: t('rule.businessGroupRequired') }] : []}
      >
        <Select data-testid={at.testId('businessGroupId')} allowClear={!groupRequired} loading={groups.isLoading} options={options} />
      </Form.Item>
    </>
  );
}

/** Address and map coordinates of a park, each range refused with a message naming the field. */
export function ParkLocationFields({ at }: { at: ParkFieldPlace }) {
  const { t } = useTranslation('orgManage');
  return (
    <>
      <Form.Item name={at.name('address')} label={t('park.address')}>
        <Input data-testid={at.testId('address')} maxLength={300} />
      </Form.Item>
      <Form.Item
        name={at.name('longitude')}
        label={t('park.longitude')}
        rules={[{ ...coordinate(-180, 180), message: t('rule.longitude') }]}
      >
        <InputNumber data-testid={at.testId('longitude')} precision={COORDINATE_DECIMALS} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name={at.name('latitude')} label={t('park.latitude')} rules={[{ ...coordinate(-90, 90), message: t('rule.latitude') }]}>
        <InputNumber data-testid={at.testId('latitude')} precision={COORDINATE_DECIMALS} style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}
