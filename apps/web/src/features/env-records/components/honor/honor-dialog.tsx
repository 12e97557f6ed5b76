import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { HONOR_TYPE, honorFields, type HonorFields, type HonorRow } from '@carbon/domain';
import { EntityFormDialog } from '../../../../components/entity-form-dialog';
import { OrgTreeSelect } from '../../../../components/org-tree-select';
import type { GuardedDialog } from '../../../../components/use-unsaved-guard';
import { zodRule } from '../../../../lib/form-rules';
import { honorApi } from '../../api/records-api';
import { dateRules } from '../date-rules';
import { enumOptions } from '../../../../lib/enum-labels';
import { fromDay, toDay, type RecordLabels } from '../labels';

export type HonorValues = {
  orgId?: string;
  honorType?: number;
  name?: string;
  issuer?: string;
  certificateNumber?: string;
  issuedDate?: Dayjs | null;
  validTo?: Dayjs | null;
  remark?: string;
};

export const honorValuesOf = (r: HonorRow | undefined): HonorValues =>
  r
    ? {
        orgId: r.orgId,
        honorType: r.honorType,
        name: r.name,
        issuer: r.issuer,
        certificateNumber: r.certificateNumber ?? '',
        issuedDate: fromDay(r.issuedDate) ?? null,
        validTo: fromDay(r.validTo) ?? null,
        remark: r.remark ?? '',
      }
    : {};

/** The request of the values: texts trimmed, dates as YYYY-MM-DD; no end of validity for an open-ended honour. */
export function honorBodyOf(v: HonorValues): HonorFields {
  const validTo = toDay(v.validTo);
  return {
    orgId: v.orgId ?? '',
    honorType: v.honorType ?? 0,
    name: (v.name ?? '').trim(),
    issuer: (v.issuer ?? '').trim(),
    certificateNumber: (v.certificateNumber ?? '').trim(),
    issuedDate: toDay(v.issuedDate) ?? '',
    remark: (v.remark ?? '').trim(),
    ...(validTo ? { validTo } : {}),
  };
}

/**
 * Add / edit an honour (`honor-dialog`): organisation, one of the 15 types, name, issuer,
 * certificate number, the issue date and the end of validity (optional; not before the issue
 * date), remarks. The certificate file is added in its files dialog.
 */
export function HonorDialog({ L, dialog }: { L: RecordLabels; dialog: GuardedDialog<HonorRow> }) {
  const rule = (field: keyof typeof honorFields.shape) => zodRule(honorFields, field, L.field(field), L.td);
  const { dateRule, orderRule } = dateRules(L, honorFields);
  return (
    <EntityFormDialog<HonorRow, HonorValues, typeof honorApi.detail, typeof honorApi.add, typeof honorApi.edit>
      prefix="honor"
      dialog={dialog}
      width={720}
      title={(mode) => L.t(`honor.${mode}`)}
      detail={honorApi.detail}
      initialValues={honorValuesOf}
      add={{ endpoint: honorApi.add, body: honorBodyOf }}
      edit={{ endpoint: honorApi.edit, body: honorBodyOf }}
    >
      <Form.Item name="orgId" label={L.field('orgId')} rules={[rule('orgId')]}>
        <OrgTreeSelect testId="honor-orgId" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="honorType" label={L.field('honorType')} rules={[rule('honorType')]}>
            <Select data-testid="honor-honorType" options={enumOptions(L.td, HONOR_TYPE, Number)} showSearch optionFilterProp="label" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={L.t('honor.name')} rules={[zodRule(honorFields, 'name', L.t('honor.name'), L.td)]}>
            <Input data-testid="honor-name" maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="issuer" label={L.field('issuer')} rules={[rule('issuer')]}>
            <Input data-testid="honor-issuer" maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="certificateNumber" label={L.field('certificateNumber')} rules={[rule('certificateNumber')]}>
            <Input data-testid="honor-certificateNumber" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="issuedDate" label={L.field('issuedDate')} rules={[dateRule('issuedDate')]}>
            <DatePicker data-testid="honor-issuedDate" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="validTo"
            label={L.field('validTo')}
            dependencies={['issuedDate']}
            rules={[dateRule('validTo'), orderRule('issuedDate', 'validTo')]}
            extra={L.t('honor.validToHint')}
          >
            <DatePicker data-testid="honor-validTo" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remark" label={L.field('remark')} rules={[rule('remark')]}>
        <Input.TextArea data-testid="honor-remark" maxLength={1000} rows={3} />
      </Form.Item>
    </EntityFormDialog>
  );
}
