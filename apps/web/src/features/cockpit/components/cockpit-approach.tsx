import { useTranslation } from 'react-i18next';
import { Select } from 'antd';
import { dashboardApproach, type DashboardSummary } from '@carbon/domain';

export type Approach = NonNullable<DashboardSummary['approach']>;
/** The approaches the figures can follow (issue 26), from the domain's enumeration. */
export const APPROACHES: readonly Approach[] = dashboardApproach.options;
export const approachOf = (v: string | null | undefined): Approach | undefined => APPROACHES.find((a) => a === v);

/**
 * Which consolidation approach the cockpit's figures follow (issue 26): the server's answer (absent from an
 * older server: operational control, the default), said to be the group's setting unless one was `asked` for.
 * Signed in (`onChange`), the approach can be switched; a wall screen follows its link's `approach` parameter.
 */
export function CockpitApproach({
  approach,
  asked,
  onChange,
}: {
  approach: DashboardSummary['approach'];
  asked?: Approach | undefined;
  onChange?: ((a: Approach) => void) | undefined;
}) {
  const { t } = useTranslation('cockpit');
  const shown = approach ?? 'operational-control';
  const note = t(asked ? 'approach.chosen' : 'approach.note', { approach: t(`approach.${shown}`) });
  return (
    <span className="cockpit-approach">
      {onChange && (
        <Select
          size="small"
          data-testid="cockpit-approach-switch"
          aria-label={t('approach.label')}
          value={shown}
          options={APPROACHES.map((a) => ({ value: a, label: t(`approach.${a}`) }))}
          onChange={(a) => onChange(a)}
          popupMatchSelectWidth={false}
        />
      )}
      <span data-testid="cockpit-approach">{note}</span>
    </span>
  );
}
