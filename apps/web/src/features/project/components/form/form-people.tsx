import { Col, Input, Select, Typography } from 'antd';
import { ENERGY_REVIEWERS_MAX, type ApproverCandidateRow, type ProjectDetail } from '@carbon/domain';
import { useReviewerCandidates } from '../../api/project-api';
import type { ProjectLabels } from '../labels';
import { REVIEWER_FIELDS, type ProjectRules, type ReviewerField } from './form-rules';
import { Cell, fieldId, FormSection } from './form-sections';

type Section = { L: ProjectLabels; rules: ProjectRules };

/** The people a stored draft names (their names, for reviewers no longer among the candidates). */
export function knownPeople(source: ProjectDetail | undefined): Map<string, string> {
  const known = new Map<string, string>();
  if (!source) return known;
  for (const r of [source.supervisorReviewer, source.businessGroupReviewer, source.fiiReviewer, ...source.energyReviewers])
    if (r.id) known.set(r.id, r.name ?? r.id);
  return known;
}

const personText = (p: ApproverCandidateRow) => `${p.name} (${p.account}) · ${p.orgName}`;

type PickerProps = {
  testId: string;
  candidates: readonly ApproverCandidateRow[];
  known: Map<string, string>;
  loading: boolean;
  placeholder: string;
  multiple?: boolean;
  value?: string | string[];
  onChange?: (value: string | string[] | undefined) => void;
};

/** A reviewer picker over the users who may review the organisation's projects (name, account, organisation). */
export function ReviewerSelect({ testId, candidates, known, loading, placeholder, multiple, value, onChange }: PickerProps) {
  const ids = new Set(candidates.map((c) => c.id));
  const chosen = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const options = [
    ...candidates.map((c) => ({ value: c.id, label: personText(c), title: personText(c) })),
    ...chosen.filter((id) => !ids.has(id)).map((id) => ({ value: id, label: known.get(id) ?? id, title: known.get(id) ?? id })),
  ];
  return (
    <Select
      data-testid={testId}
      value={value}
      onChange={onChange}
      options={options}
      loading={loading}
      placeholder={placeholder}
      allowClear
      showSearch
      optionFilterProp="title"
      mode={multiple ? 'multiple' : undefined}
      maxCount={multiple ? ENERGY_REVIEWERS_MAX : undefined}
    />
  );
}

type PeopleProps = Section & { orgId: string | undefined; source: ProjectDetail | undefined; needsFii: boolean };

/** Responsible person, the initiator and how to reach them, and the review nodes (supervisor, business group, energy reviewers, Fii). */
export function PeopleSection({ L, rules, orgId, source, needsFii }: PeopleProps) {
  const candidates = useReviewerCandidates(orgId);
  const known = knownPeople(source);
  const reviewer = (field: ReviewerField) => rules.reviewerRule(field, needsFii);
  // a pick re-checks the other nodes, so the warning follows whichever of the two changed
  const others = (field: ReviewerField) => ({ dependencies: REVIEWER_FIELDS.filter((f) => f !== field) as string[] });
  const picker = (name: string, multiple = false) => (
    <ReviewerSelect
      testId={fieldId(name)}
      candidates={candidates.data ?? []}
      known={known}
      loading={candidates.isFetching}
      placeholder={orgId ? L.t('form.pickReviewer') : L.t('form.pickOrgFirst')}
      multiple={multiple}
    />
  );
  return (
    <FormSection title={L.t('form.section.people')} testId="project-section-people">
      <Cell name="responsiblePerson" L={L} rules={[rules.rule('responsiblePerson')]}>
        <Input data-testid={fieldId('responsiblePerson')} maxLength={50} />
      </Cell>
      <Cell name="initiatorName" L={L} rules={[rules.rule('initiatorName')]}>
        <Input data-testid={fieldId('initiatorName')} maxLength={50} />
      </Cell>
      <Cell name="initiatorContact" L={L} rules={[rules.rule('initiatorContact')]}>
        <Input data-testid={fieldId('initiatorContact')} maxLength={100} />
      </Cell>
      <Cell name="initiatorPhone" L={L} rules={[rules.rule('initiatorPhone')]}>
        <Input data-testid={fieldId('initiatorPhone')} maxLength={30} />
      </Cell>
      <Cell name="initiatorEmail" L={L} rules={[rules.rule('initiatorEmail'), rules.emailRule]}>
        <Input data-testid={fieldId('initiatorEmail')} maxLength={100} type="email" />
      </Cell>
      <Col xs={0} md={8} />
      <Cell
        name="supervisorReviewerId"
        L={L}
        rules={[rules.rule('supervisorReviewerId'), reviewer('supervisorReviewerId')]}
        {...others('supervisorReviewerId')}
      >
        {picker('supervisorReviewerId')}
      </Cell>
      <Cell
        name="businessGroupReviewerId"
        L={L}
        rules={[rules.rule('businessGroupReviewerId'), reviewer('businessGroupReviewerId')]}
        {...others('businessGroupReviewerId')}
      >
        {picker('businessGroupReviewerId')}
      </Cell>
      <Cell
        name="fiiReviewerId"
        L={L}
        required={needsFii}
        rules={[rules.rule('fiiReviewerId'), reviewer('fiiReviewerId')]}
        {...others('fiiReviewerId')}
        extra={<span data-testid="project-fii-hint">{needsFii ? L.t('form.fiiRequired') : L.t('form.fiiOptional')}</span>}
      >
        {picker('fiiReviewerId')}
      </Cell>
      <Cell
        name="energyReviewerIds"
        L={L}
        span={24}
        rules={[rules.rule('energyReviewerIds'), reviewer('energyReviewerIds')]}
        {...others('energyReviewerIds')}
        extra={L.t('form.energyReviewersHint', { max: ENERGY_REVIEWERS_MAX })}
      >
        {picker('energyReviewerIds', true)}
      </Cell>
      {candidates.error && (
        <Col span={24}>
          <Typography.Text type="danger">{candidates.error.message}</Typography.Text>
        </Col>
      )}
    </FormSection>
  );
}

/** Status description, principle and measures, benefit analysis. */
export function DescriptionSection({ L, rules }: Section) {
  return (
    <FormSection title={L.t('form.section.description')} testId="project-section-description">
      <Cell name="principle" L={L} span={24} rules={[rules.rule('principle')]}>
        <Input.TextArea data-testid={fieldId('principle')} rows={3} maxLength={2000} showCount />
      </Cell>
      <Cell name="benefitAnalysis" L={L} span={24} rules={[rules.rule('benefitAnalysis')]}>
        <Input.TextArea data-testid={fieldId('benefitAnalysis')} rows={3} maxLength={2000} showCount />
      </Cell>
      <Cell name="statusDescription" L={L} span={24} rules={[rules.rule('statusDescription')]}>
        <Input.TextArea data-testid={fieldId('statusDescription')} rows={2} maxLength={500} showCount />
      </Cell>
    </FormSection>
  );
}
