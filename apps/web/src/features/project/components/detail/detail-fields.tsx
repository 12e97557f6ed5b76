import type { ReactNode } from 'react';
import { Card, Descriptions, Typography } from 'antd';
import type { ProjectDetail } from '@carbon/domain';
import { formatDate } from '../../../../lib/format';
import { FiguresPanel } from '../figures-panel';
import { formatDecimal } from '../../../../lib/format';
import { useProjectLabels } from '../labels';

type Item = { key: string; label: string; value: ReactNode; span?: number };

const text = (v: string | null | undefined): ReactNode => (v === null || v === undefined || v === '' ? '—' : v);
const long = (v: string | null | undefined): ReactNode =>
  v ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{v}</Typography.Paragraph> : '—';

function Group({ title, items, testId }: { title: string; items: Item[]; testId: string }) {
  return (
    <Card size="small" title={title} data-testid={testId}>
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        {items.map((i) => (
          <Descriptions.Item key={i.key} label={i.label} span={i.span}>
            <span data-testid={`project-detail-${i.key}`}>{i.value}</span>
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}

/** Every field of a project, grouped like the form, with units; the automatic figures below the energy use. */
export function DetailFields({ detail: d }: { detail: ProjectDetail }) {
  const L = useProjectLabels();
  const f = (key: string, value: ReactNode, span?: number): Item => ({ key, label: L.field(key), value, span });
  const unit = d.energyUnit ?? '';
  // what the user entered, every place its own (to 10): exempt from the rounding of figures (issue 25 item 8)
  const amount = (v: string | null, u: string) =>
    v === null ? '—' : <span data-as-entered>{`${formatDecimal(v, { decimals: 10 })} ${u}`.trim()}</span>;
  const person = (r: { name: string | null }) => text(r.name);
  return (
    <>
      <Group
        title={L.t('form.section.basic')}
        testId="project-detail-basic"
        items={[
          f('number', d.number),
          f('name', d.name),
          f('projectType', text(d.projectType)),
          f('technology', L.technology(d.technology)),
          f('energyObject', text(d.energyObject)),
          f('technologySource', L.source(d.technologySource)),
          f('threeR', L.threeR(d.threeR)),
          f('estimatedStart', formatDate(d.estimatedStart)),
          f('estimatedEnd', formatDate(d.estimatedEnd)),
          f('actualStart', formatDate(d.actualStart)),
          f('actualEnd', formatDate(d.actualEnd)),
          f('acceptanceTime', formatDate(d.acceptanceTime)),
        ]}
      />
      <Group
        title={L.t('form.section.position')}
        testId="project-detail-position"
        items={[
          { key: 'businessGroup', label: L.t('detail.businessGroup'), value: text(d.businessGroupName) },
          { key: 'park', label: L.t('detail.park'), value: text(d.parkName) },
          { key: 'legalPerson', label: L.t('detail.legalPerson'), value: text(d.legalPersonName) },
          f('orgId', d.orgName),
        ]}
      />
      <Group
        title={L.t('form.section.energy')}
        testId="project-detail-energy"
        items={[
          f('energyType', L.energyType(d.energyType)),
          f('energyBefore', amount(d.energyBefore, unit)),
          f('energyAfter', amount(d.energyAfter, unit)),
          f('emissionFactor', amount(d.emissionFactor, L.t('unit.tco2ePerUnit', { unit: unit || '—' }))),
          f(
            'emissionFactorSource',
            d.emissionFactorSource ? L.t('detail.factorVersion', { version: d.emissionFactorSource.version }) : L.t('detail.factorByHand'),
          ),
          ...(d.reductionOverride !== null
            ? [
                f('reductionOverride', amount(d.reductionOverride, L.t('unit.tco2e'))),
                f('reductionOverrideReason', text(d.reductionOverrideReason)),
              ]
            : []),
        ]}
      />
      <Group
        title={L.t('form.section.investment')}
        testId="project-detail-investment"
        items={[
          f('investment', amount(d.investment, L.t('unit.tenThousandYuan'))),
          f('localEnergyPrice', amount(d.localEnergyPrice, L.t('unit.yuanPerUnit', { unit: unit || '—' }))),
          f(
            'lifetimeYears',
            `${d.lifetimeUsed} ${L.t('unit.years')}${d.lifetimeYears === null ? ` (${L.t('detail.lifetimeDefault')})` : ''}`,
          ),
        ]}
      />
      <Card size="small" title={L.t('form.section.figures')}>
        <FiguresPanel
          figures={d}
          energyUnit={d.energyUnit}
          discountRate={d.discountRate}
          lifetimeUsed={d.lifetimeUsed}
          testId="project-detail-figure"
        />
      </Card>
      <Group
        title={L.t('form.section.people')}
        testId="project-detail-people"
        items={[
          f('responsiblePerson', text(d.responsiblePerson)),
          f('initiatorName', text(d.initiatorName)),
          f('initiatorContact', text(d.initiatorContact)),
          f('initiatorPhone', text(d.initiatorPhone)),
          f('initiatorEmail', text(d.initiatorEmail)),
          f('supervisorReviewerId', person(d.supervisorReviewer)),
          f('businessGroupReviewerId', person(d.businessGroupReviewer)),
          f('fiiReviewerId', person(d.fiiReviewer)),
          f('energyReviewerIds', d.energyReviewers.length ? d.energyReviewers.map((r) => r.name ?? '—').join(', ') : '—'),
        ]}
      />
      <Group
        title={L.t('form.section.description')}
        testId="project-detail-description"
        items={[
          f('principle', long(d.principle), 3),
          f('benefitAnalysis', long(d.benefitAnalysis), 3),
          f('statusDescription', long(d.statusDescription), 3),
        ]}
      />
    </>
  );
}
