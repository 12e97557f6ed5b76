import { Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd';
import { APPLICATION_TYPE, CONSTRUCTION_STATUS, ENV_PROJECT_TYPE, permitAddRequest, permitFields } from '@carbon/domain';
import { OrgTreeSelect } from '../../../../components/org-tree-select';
import { zodRule } from '../../../../lib/form-rules';
import { dateRules } from '../date-rules';
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
  const rule = (field: keyof typeof permitFields.shape) => zodRule(permitFields, field, L.field(field), L.td);
  const { dateRule, orderRule } = dateRules(L, permitFields);
  const id = (f: string) => `${prefix}-${f}`;
  const date = (field: (typeof DATE_PAIRS)[number][number]) => {
    const pair = DATE_PAIRS.find(([, end]) => end === field);
    return (
      <Form.Item
        name={field}
        label={L.field(field)}
        dependencies={pair ? [pair[0]] : undefined}
        rules={[dateRule(field), ...(pair ? [orderRule(pair[0], field)] : [])]}
      >
        <DatePicker data-testid={id(field)} style={{ width: '100%' }} />
      </Form.Item>
    );
  };
  return (
    <>
      <Form.Item name="orgId" label={L.field('orgId')} rules={[rule('orgId')]}>
        <OrgTreeSelect testId={id('orgId')} />
      </Form.Item>
      <Form.Item name="name" label={L.t('permit.name')} rules={[zodRule(permitFields, 'name', L.t('permit.name'), L.td)]}>
        <Input data-testid={id('name')} maxLength={200} />
      </Form.Item>
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
          <Form.Item name="approvalNumber" label={L.field('approvalNumber')} rules={[rule('approvalNumber')]}>
            <Input data-testid={id('approvalNumber')} maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="approvalAuthority" label={L.field('approvalAuthority')} rules={[rule('approvalAuthority')]}>
            <Input data-testid={id('approvalAuthority')} maxLength={200} />
          </Form.Item>
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
      <Form.Item name="contact" label={L.field('contact')} rules={[rule('contact')]}>
        <Input data-testid={id('contact')} maxLength={50} />
      </Form.Item>
      <Form.Item name="remark" label={L.field('remark')} rules={[rule('remark')]}>
        <Input.TextArea data-testid={id('remark')} maxLength={1000} rows={3} />
      </Form.Item>
    </>
  );
}
