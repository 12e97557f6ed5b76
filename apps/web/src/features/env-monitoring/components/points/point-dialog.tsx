import { Form, Input, Radio, Select, type FormInstance } from 'antd';
import {
  HJ212_PROTOCOL_SETTINGS,
  envPointFields,
  FILL_TYPE,
  MODE_TYPE,
  MONITORING_TYPE,
  POINT_TYPE,
  type EnvPointRow,
  type EnvPointWithKey,
} from '@carbon/domain';
import { EntityFormDialog } from '../../../../components/entity-form-dialog';
import { OrgTreeSelect } from '../../../../components/org-tree-select';
import type { GuardedDialog } from '../../../../components/use-unsaved-guard';
import { enumOptions } from '../../../../lib/enum-labels';
import { zodRule } from '../../../../lib/form-rules';
import { pointApi } from '../../api/env-api';
import type { EnvLabels } from '../labels';
import { PollutantsEditor } from './pollutants-editor';
import { AUTOMATIC, formFieldOf, MANUAL, passwordNeeded, pointBodyOf, pointValuesOf, type PointValues } from './point-values';

type Props = {
  L: EnvLabels;
  dialog: GuardedDialog<EnvPointRow>;
  /** A new point's device key (shown once). */
  onKey: (point: EnvPointWithKey) => void;
};

/**
 * Add / edit a monitoring point (`point-dialog`): organisation (a park or legal entity, checked by
 * the server), name, monitoring type, point type, mode; the fill type for manual points, MN and
 * HJ 212 password for automatic ones; the pollutants with their limits. Adding answers the device
 * key, handed to `onKey`.
 */
export function PointDialog({ L, dialog, onKey }: Props) {
  const label = (name: string) => L.td(`field.${name}`);
  const rule = (field: keyof typeof envPointFields.shape, name: string = field) => zodRule(envPointFields, field, label(name), L.td);
  return (
    <EntityFormDialog<EnvPointRow, PointValues, typeof pointApi.detail, typeof pointApi.add, typeof pointApi.edit>
      prefix="point"
      dialog={dialog}
      width={900}
      title={(mode) => L.t(`point.${mode}`)}
      detail={pointApi.detail}
      initialValues={pointValuesOf}
      add={{ endpoint: pointApi.add, body: pointBodyOf }}
      edit={{ endpoint: pointApi.edit, body: pointBodyOf }}
      fieldOf={formFieldOf}
      onSaved={(result) => {
        if ('deviceKey' in result) onKey(result);
      }}
    >
      {({ source, form }) => (
        <>
          <Form.Item name="orgId" label={label('orgId')} rules={[rule('orgId')]} extra={L.t('point.orgHint')}>
            <OrgTreeSelect testId="point-orgId" />
          </Form.Item>
          <Form.Item name="name" label={label('name')} rules={[rule('name')]}>
            <Input data-testid="point-name" maxLength={100} />
          </Form.Item>
          <Form.Item name="monitoringType" label={label('monitoringType')} rules={[rule('monitoringType')]}>
            <Select data-testid="point-monitoringType" options={enumOptions(L.td, MONITORING_TYPE, Number)} />
          </Form.Item>
          <Form.Item name="pointType" label={label('pointType')} rules={[rule('pointType')]}>
            <Radio.Group data-testid="point-pointType" options={enumOptions(L.td, POINT_TYPE, Number)} />
          </Form.Item>
          <Form.Item name="modeType" label={label('modeType')} rules={[rule('modeType')]}>
            <Radio.Group data-testid="point-modeType" options={enumOptions(L.td, MODE_TYPE, Number)} />
          </Form.Item>
          <ModeFields L={L} form={form} source={source} />
          <Form.Item name="remark" label={label('remark')} rules={[rule('remark')]}>
            <Input.TextArea data-testid="point-remark" maxLength={500} rows={2} />
          </Form.Item>
          <PollutantsEditor L={L} form={form} />
        </>
      )}
    </EntityFormDialog>
  );
}

/** The fill type (manual points) or MN and HJ 212 password (automatic points). */
function ModeFields({ L, form, source }: { L: EnvLabels; form: FormInstance<PointValues>; source: EnvPointRow | undefined }) {
  const mode = Form.useWatch('modeType', form);
  const mn = Form.useWatch('mn', form);
  const label = (name: string) => L.td(`field.${name}`);
  const rule = (field: keyof typeof envPointFields.shape) => zodRule(envPointFields, field, label(field), L.td);
  if (mode === MANUAL)
    return (
      <Form.Item
        name="fillType"
        label={label('fillType')}
        rules={[{ required: true, message: L.t('point.fillTypeRequired') }]}
        extra={L.t('point.fillTypeHint')}
      >
        <Radio.Group data-testid="point-fillType" options={enumOptions(L.td, FILL_TYPE, Number)} />
      </Form.Item>
    );
  if (mode !== AUTOMATIC) return null;
  const needed = passwordNeeded(mn, source);
  return (
    <>
      <Form.Item name="mn" label={label('mn')} rules={[rule('mn')]} extra={L.t('point.mnHint')}>
        <Input data-testid="point-mn" maxLength={24} />
      </Form.Item>
      <Form.Item
        name="hj212Password"
        label={label('hj212Password')}
        dependencies={['mn']}
        rules={[{ required: needed, message: L.t('point.passwordRequired') }, rule('hj212Password')]}
        extra={source?.hj212PasswordSet ? L.t('point.passwordKept') : L.t('point.passwordHint')}
      >
        <Input.Password data-testid="point-hj212Password" maxLength={24} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="hj212Protocol" label={label('hj212Protocol')} extra={L.t('point.protocolHint')}>
        <Radio.Group
          data-testid="point-hj212Protocol"
          options={HJ212_PROTOCOL_SETTINGS.map((value) => ({ value, label: L.t(`point.protocol.${value}`) }))}
        />
      </Form.Item>
    </>
  );
}
