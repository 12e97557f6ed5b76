import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from '@carbon/domain';

/**
 * Which consolidation approach the cockpit's figures follow (issue 26): the group's setting, as
 * the server answers it (absent from an older server: operational control, the default).
 */
export function CockpitApproach({ approach }: { approach: DashboardSummary['approach'] }) {
  const { t } = useTranslation('cockpit');
  return <span data-testid="cockpit-approach">{t('approach.note', { approach: t(`approach.${approach ?? 'operational-control'}`) })}</span>;
}
