import { Descriptions, Tag, Typography } from 'antd';
import type { ProjectFigures } from '@carbon/domain';
import { SCREEN_DECIMALS } from '../../../lib/format';
import { formatFigure, formatShare, useProjectLabels } from './labels';

type Props = {
  figures: Omit<ProjectFigures, 'needsFiiReview'> & { needsFiiReview: boolean };
  energyUnit: string | null | undefined;
  discountRate: string;
  lifetimeUsed: number;
  /** data-testid prefix of each figure: `<testId>-<figure>`. */
  testId: string;
  column?: number;
};

/**
 * The automatic figures of a project with their units (issue 12): energy saved, annual carbon
 * reduction, annual investment benefit, carbon cost-effectiveness, payback period ("not
 * recovered" when the benefit is zero or less), abatement cost (with the discount rate and
 * lifetime it used), and whether Fii must review it.
 */
export function FiguresPanel({ figures: f, energyUnit, discountRate, lifetimeUsed, testId, column = 3 }: Props) {
  const L = useProjectLabels();
  // tCO2e as every screen shows it (2 decimals); money, energy and years to 4, as typed and compared with the review
  // threshold (9.998 ten-thousand yuan is below 10, and must not read as 10)
  const value = (name: string, figure: string | null, unit: string) => (
    <span data-testid={`${testId}-${name}`}>
      {figure === null ? '—' : `${formatFigure(figure, name === 'annualCarbonReduction' ? SCREEN_DECIMALS : 4)} ${unit}`.trim()}
    </span>
  );
  const payback = f.paybackNotRecovered ? (
    <Typography.Text type="warning" data-testid={`${testId}-paybackYears`}>
      {L.t('figure.notRecovered')}
    </Typography.Text>
  ) : (
    value('paybackYears', f.paybackYears, L.t('unit.years'))
  );
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: column }} data-testid={testId}>
      <Descriptions.Item label={L.t('figure.energySaved')}>{value('energySaved', f.energySaved, energyUnit ?? '')}</Descriptions.Item>
      <Descriptions.Item label={L.t('figure.annualCarbonReduction')}>
        {value('annualCarbonReduction', f.annualCarbonReduction, L.t('unit.tco2e'))}
      </Descriptions.Item>
      <Descriptions.Item label={L.t('figure.annualBenefit')}>
        {value('annualBenefit', f.annualBenefit, L.t('unit.tenThousandYuan'))}
      </Descriptions.Item>
      <Descriptions.Item label={L.t('figure.costEffectiveness')}>
        {value('costEffectiveness', f.costEffectiveness, L.t('unit.yuanPerTonne'))}
      </Descriptions.Item>
      <Descriptions.Item label={L.t('figure.paybackYears')}>{payback}</Descriptions.Item>
      <Descriptions.Item label={L.t('figure.abatementCost')}>
        {value('abatementCost', f.abatementCost, L.t('unit.yuanPerTonne'))}
        <div>
          <Typography.Text type="secondary" data-testid={`${testId}-basis`}>
            {L.t('figure.abatementBasis', { rate: formatShare(discountRate, 2), years: lifetimeUsed })}
          </Typography.Text>
        </div>
      </Descriptions.Item>
      <Descriptions.Item label={L.t('figure.fii')}>
        <Tag color={f.needsFiiReview ? 'orange' : 'default'} data-testid={`${testId}-fii`}>
          {f.needsFiiReview ? L.t('figure.fiiRequired') : L.t('figure.fiiNotRequired')}
        </Tag>
      </Descriptions.Item>
    </Descriptions>
  );
}
