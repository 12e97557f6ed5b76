import { Col, Form, Radio, Row, Select } from 'antd';
import { APPLICATION_TYPE, CONSTRUCTION_STATUS, ENV_PROJECT_TYPE, permitAddRequest, permitFields } from '@carbon/domain';
import { zodRule } from '../../../../lib/form-rules';
import { recordFormItems } from '../record-form-items';
import { enumOptions } from '../../../../lib/enum-labels';
import type { RecordLabels } from '../labels';
import { DATE_PAIRS } from './permit-values';

type Props = {
  L: RecordLabels;
  /** data-testid prefix of the fields: `<prefix>-<field>`. */
  prefix: string;
  /** Adding in the list: an existing project may be recorded at its current status. */
  withStatus?: boolean;
};

/**
 * The fields of an EIA project (shared by the list's dialog and the /apply form): organisation,
 * name, application type, report form, approval number and authority, the dates (each end not
 * before its start), contact and remarks. The construction status is not here: it moves through
 * the status change only.
 */
export function PermitFields({ L, prefix, withStatus }: Props) {
  const item = recordFormItems(L, permitFields, prefix);
  const { rule, id } = item;
  const date = (field: (typeof DATE_PAIRS)[number][number]) =>
    item.date(field, { after: DATE_PAIRS.find(([, end]) => end === field)?.[0] });
  return (
    <>
      {item.org()}
      {item.text('name', 200, L.t('permit.name'))}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="applicationType" label={L.field('applicationType')} rules={[rule('applicationType')]}>
            <Radio.Group data-testid={id('applicationType')} options={enumOptions(L.td, APPLICATION_TYPE, Number)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="reportForm" label={L.field('reportForm')} rules={[rule('reportForm')]} extra={L.t('permit.reportFormHint')}>
            <Select data-testid={id('reportForm')} options={enumOptions(L.td, ENV_PROJECT_TYPE, Number)} />
          </Form.Item>
        </Col>
      </Row>
      {withStatus && (
        <Form.Item
          name="constructionStatus"
          label={L.field('constructionStatus')}
          rules={[zodRule(permitAddRequest, 'constructionStatus', L.field('constructionStatus'), L.td)]}
          extra={L.t('permit.statusHint')}
        >
          <Select data-testid={id('constructionStatus')} options={enumOptions(L.td, CONSTRUCTION_STATUS, Number)} />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {item.text('approvalNumber', 100)}
        </Col>
        <Col xs={24} md={12}>
          {item.text('approvalAuthority', 200)}
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {date('applicationDate')}
        </Col>
        <Col xs={24} md={12}>
          {date('approvalDate')}
        </Col>
        <Col xs={24} md={12}>
          {date('plannedStart')}
        </Col>
        <Col xs={24} md={12}>
          {date('plannedEnd')}
        </Col>
      </Row>
      {item.text('contact', 50)}
      {item.remark()}
    </>
  );
}
