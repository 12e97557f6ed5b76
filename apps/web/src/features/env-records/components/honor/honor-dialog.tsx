import { Col, Form, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { HONOR_TYPE, honorFields, type HonorFields, type HonorRow } from '@carbon/domain';
import { RecordDialog } from '../record-dialog';
import type { GuardedDialog } from '../../../../components/use-unsaved-guard';
import { honorApi } from '../../api/records-api';
import { recordFormItems } from '../record-form-items';
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
  const item = recordFormItems(L, honorFields, 'honor');
  return (
    <RecordDialog L={L} section="honor" dialog={dialog} api={honorApi} valuesOf={honorValuesOf} bodyOf={honorBodyOf} width={720}>
      {item.org()}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="honorType" label={L.field('honorType')} rules={[item.rule('honorType')]}>
            <Select data-testid="honor-honorType" options={enumOptions(L.td, HONOR_TYPE, Number)} showSearch optionFilterProp="label" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {item.text('name', 200, L.t('honor.name'))}
        </Col>
        <Col xs={24} md={12}>
          {item.text('issuer', 200)}
        </Col>
        <Col xs={24} md={12}>
          {item.text('certificateNumber', 100)}
        </Col>
        <Col xs={24} md={12}>
          {item.date('issuedDate')}
        </Col>
        <Col xs={24} md={12}>
          {item.date('validTo', { after: 'issuedDate', extra: L.t('honor.validToHint') })}
        </Col>
      </Row>
      {item.remark()}
    </RecordDialog>
  );
}
