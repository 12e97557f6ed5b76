import { Col, Form, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { EMERGENCY_PLAN_TYPE, planFields, type PlanFields, type PlanRow } from '@carbon/domain';
import { RecordDialog } from '../record-dialog';
import type { GuardedDialog } from '../../../../components/use-unsaved-guard';
import { planApi } from '../../api/records-api';
import { recordFormItems } from '../record-form-items';
import { enumOptions } from '../../../../lib/enum-labels';
import { fromDay, toDay, type RecordLabels } from '../labels';

export type PlanValues = {
  orgId?: string;
  planType?: number;
  name?: string;
  filingNumber?: string;
  filingAuthority?: string;
  filingDate?: Dayjs | null;
  validFrom?: Dayjs | null;
  validTo?: Dayjs | null;
  remark?: string;
};

export const planValuesOf = (r: PlanRow | undefined): PlanValues =>
  r
    ? {
        orgId: r.orgId,
        planType: r.planType,
        name: r.name,
        filingNumber: r.filingNumber,
        filingAuthority: r.filingAuthority ?? '',
        filingDate: fromDay(r.filingDate) ?? null,
        validFrom: fromDay(r.validFrom) ?? null,
        validTo: fromDay(r.validTo) ?? null,
        remark: r.remark ?? '',
      }
    : { planType: 1 };

/** The request of the values: texts trimmed, dates as YYYY-MM-DD (the filing date left out when empty). */
export function planBodyOf(v: PlanValues): PlanFields {
  const filingDate = toDay(v.filingDate);
  return {
    orgId: v.orgId ?? '',
    planType: v.planType ?? 0,
    name: (v.name ?? '').trim(),
    filingNumber: (v.filingNumber ?? '').trim(),
    filingAuthority: (v.filingAuthority ?? '').trim(),
    validFrom: toDay(v.validFrom) ?? '',
    validTo: toDay(v.validTo) ?? '',
    remark: (v.remark ?? '').trim(),
    ...(filingDate ? { filingDate } : {}),
  };
}

/**
 * Add / edit an emergency plan (`plan-dialog`): organisation, type (3), name, filing number,
 * authority and date, the validity (its end not before its start), remarks. The plan's file is
 * added in its files dialog.
 */
export function PlanDialog({ L, dialog }: { L: RecordLabels; dialog: GuardedDialog<PlanRow> }) {
  const item = recordFormItems(L, planFields, 'plan');
  return (
    <RecordDialog L={L} section="plan" dialog={dialog} api={planApi} valuesOf={planValuesOf} bodyOf={planBodyOf} width={720}>
      {item.org()}
      <Form.Item name="planType" label={L.field('planType')} rules={[item.rule('planType')]}>
        <Select data-testid="plan-planType" options={enumOptions(L.td, EMERGENCY_PLAN_TYPE, Number)} />
      </Form.Item>
      {item.text('name', 200, L.t('plan.name'))}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {item.text('filingNumber', 100)}
        </Col>
        <Col xs={24} md={12}>
          {item.text('filingAuthority', 200)}
        </Col>
        <Col xs={24} md={8}>
          {item.date('filingDate')}
        </Col>
        <Col xs={24} md={8}>
          {item.date('validFrom')}
        </Col>
        <Col xs={24} md={8}>
          {item.date('validTo', { after: 'validFrom', extra: L.t('plan.reminderHint') })}
        </Col>
      </Row>
      {item.remark()}
    </RecordDialog>
  );
}
