import type { ReactNode } from 'react';
import { Col, DatePicker, Divider, Form, Input, InputNumber, Row, Select, Switch, Typography, type FormItemProps } from 'antd';
import { ENERGY_TYPE, PROJECT_TECHNOLOGY, TECHNOLOGY_SOURCE, type ProjectDetail } from '@carbon/domain';
import { OrgTreeSelect } from '../../../../components/org-tree-select';
import { enumOptions } from '../../../../lib/enum-labels';
import { type ProjectLabels } from '../labels';
import { requiredOnSubmit, type ProjectRules } from './form-rules';
import type { ProjectField } from './form-values';

/** The data-testid of a form field's control. */
export const fieldId = (name: string) => `project-field-${name}`;

type Section = { L: ProjectLabels; rules: ProjectRules };

/** A titled group of fields, three to a row on wide screens. */
export function FormSection({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section data-testid={testId}>
      <Divider orientation="left" orientationMargin={0}>
        {title}
      </Divider>
      <Row gutter={16}>{children}</Row>
    </section>
  );
}

/** One field in the grid, labelled by the domain's field label (the server's messages name it alike). */
type CellProps = { name: ProjectField; L: ProjectLabels; children: ReactNode; span?: number } & Omit<FormItemProps, 'name' | 'children'>;

export function Cell({ name, L, children, span = 8, ...item }: CellProps) {
  return (
    <Col xs={24} md={span}>
      <Form.Item name={name} label={L.field(name)} required={item.required ?? requiredOnSubmit(name)} {...item}>
        {children}
      </Form.Item>
    </Col>
  );
}

/** A form value without a control of its own (the library factor the emission factor came from). */
const Kept = (_props: { value?: unknown; onChange?: unknown }) => null;

const decimalInput = (name: string) => <Input data-testid={fieldId(name)} inputMode="decimal" autoComplete="off" />;

/** Name, type, technology, object, source, 3R class, the estimated and actual dates. */
export function BasicSection({ L, rules }: Section) {
  return (
    <FormSection title={L.t('form.section.basic')} testId="project-section-basic">
      <Cell name="name" L={L} rules={[rules.rule('name')]} required>
        <Input data-testid={fieldId('name')} maxLength={100} />
      </Cell>
      <Cell name="projectType" L={L} rules={[rules.rule('projectType')]}>
        <Input data-testid={fieldId('projectType')} maxLength={50} />
      </Cell>
      <Cell name="technology" L={L} rules={[rules.rule('technology')]}>
        <Select data-testid={fieldId('technology')} allowClear options={enumOptions(L.td, PROJECT_TECHNOLOGY, String)} />
      </Cell>
      <Cell name="energyObject" L={L} rules={[rules.rule('energyObject')]}>
        <Input data-testid={fieldId('energyObject')} maxLength={100} />
      </Cell>
      <Cell name="technologySource" L={L} rules={[rules.rule('technologySource')]}>
        <Select data-testid={fieldId('technologySource')} allowClear options={enumOptions(L.td, TECHNOLOGY_SOURCE, String)} />
      </Cell>
      <Cell name="threeR" L={L} rules={[rules.rule('threeR')]}>
        <Select data-testid={fieldId('threeR')} allowClear options={L.threeROptions()} />
      </Cell>
      <Cell name="estimatedStart" L={L} rules={[rules.dateRule('estimatedStart')]}>
        <DatePicker data-testid={fieldId('estimatedStart')} style={{ width: '100%' }} />
      </Cell>
      <Cell
        name="estimatedEnd"
        L={L}
        dependencies={['estimatedStart']}
        rules={[rules.dateRule('estimatedEnd'), rules.endRule('estimatedStart', 'estimatedEnd')]}
      >
        <DatePicker data-testid={fieldId('estimatedEnd')} style={{ width: '100%' }} />
      </Cell>
      <Col xs={0} md={8} />
      <Cell name="actualStart" L={L} rules={[rules.dateRule('actualStart')]}>
        <DatePicker data-testid={fieldId('actualStart')} style={{ width: '100%' }} />
      </Cell>
      <Cell
        name="actualEnd"
        L={L}
        dependencies={['actualStart']}
        rules={[rules.dateRule('actualEnd'), rules.endRule('actualStart', 'actualEnd')]}
      >
        <DatePicker data-testid={fieldId('actualEnd')} style={{ width: '100%' }} />
      </Cell>
    </FormSection>
  );
}

/** The implementing organisation; its business group, park and legal person follow from the tree (shown once saved). */
export function PositionSection({ L, rules, source }: Section & { source: ProjectDetail | undefined }) {
  const shown = (v: string | null | undefined) => v ?? '—';
  return (
    <FormSection title={L.t('form.section.position')} testId="project-section-position">
      <Cell name="orgId" L={L} rules={[rules.rule('orgId')]} required span={24} extra={L.t('form.hint.orgId')}>
        <OrgTreeSelect testId={fieldId('orgId')} />
      </Cell>
      {source && (
        <Col span={24}>
          <Typography.Paragraph type="secondary" data-testid="project-position">
            {L.t('form.position', {
              businessGroup: shown(source.businessGroupName),
              park: shown(source.parkName),
              legalPerson: shown(source.legalPersonName),
            })}
          </Typography.Paragraph>
        </Col>
      )}
    </FormSection>
  );
}

export type FactorInfo = { source: string; version: string } | null;

/** Energy type and unit, use before and after, the emission factor (defaulted from the library), the hand-entered reduction. */
export function EnergySection({ L, rules, factor, override }: Section & { factor: FactorInfo; override: boolean }) {
  return (
    <FormSection title={L.t('form.section.energy')} testId="project-section-energy">
      <Cell name="energyType" L={L} rules={[rules.rule('energyType')]}>
        <Select data-testid={fieldId('energyType')} allowClear options={enumOptions(L.td, ENERGY_TYPE, String)} />
      </Cell>
      <Cell name="energyUnit" L={L} rules={[rules.rule('energyUnit')]}>
        <Input data-testid={fieldId('energyUnit')} maxLength={20} />
      </Cell>
      <Col xs={0} md={8} />
      <Cell name="energyBefore" L={L} dependencies={['energyAfter']} rules={[rules.rule('energyBefore'), rules.beforeRule]}>
        {decimalInput('energyBefore')}
      </Cell>
      <Cell name="energyAfter" L={L} rules={[rules.rule('energyAfter')]}>
        {decimalInput('energyAfter')}
      </Cell>
      <Cell
        name="emissionFactor"
        L={L}
        rules={[rules.rule('emissionFactor')]}
        extra={
          <span data-testid="project-factor-source">
            {factor ? L.t('form.factorFrom', { source: factor.source, version: factor.version }) : L.t('form.factorHint')}
          </span>
        }
      >
        {decimalInput('emissionFactor')}
      </Cell>
      <Form.Item name="emissionFactorSource" hidden>
        <Kept />
      </Form.Item>
      <Col span={24}>
        <Form.Item name="override" valuePropName="checked" label={L.t('form.override')} extra={L.t('form.overrideHint')}>
          <Switch data-testid={fieldId('override')} />
        </Form.Item>
      </Col>
      {override && (
        <>
          <Cell name="reductionOverride" L={L} required rules={[rules.rule('reductionOverride')]}>
            {decimalInput('reductionOverride')}
          </Cell>
          <Cell name="reductionOverrideReason" L={L} required span={16} rules={[rules.rule('reductionOverrideReason')]}>
            <Input data-testid={fieldId('reductionOverrideReason')} maxLength={200} showCount />
          </Cell>
        </>
      )}
    </FormSection>
  );
}

/** Investment, local energy price, lifetime (empty: the technology's default from the settings). */
export function InvestmentSection({ L, rules, defaultLifetime }: Section & { defaultLifetime: number }) {
  return (
    <FormSection title={L.t('form.section.investment')} testId="project-section-investment">
      <Cell name="investment" L={L} rules={[rules.rule('investment')]}>
        {decimalInput('investment')}
      </Cell>
      <Cell name="localEnergyPrice" L={L} rules={[rules.rule('localEnergyPrice')]}>
        {decimalInput('localEnergyPrice')}
      </Cell>
      <Cell
        name="lifetimeYears"
        L={L}
        rules={[rules.rule('lifetimeYears')]}
        extra={L.t('form.lifetimeDefault', { years: defaultLifetime })}
      >
        <InputNumber data-testid={fieldId('lifetimeYears')} min={1} max={100} precision={0} style={{ width: '100%' }} />
      </Cell>
    </FormSection>
  );
}
