import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** A thin bar at the top of the window while any query or mutation is in flight. */
export function GlobalLoading() {
  const { t } = useTranslation();
  const busy = useIsFetching() + useIsMutating() > 0;
  if (!busy) return null;
  return (
    <div className="global-loading" role="progressbar" aria-label={t('requestLoading')} data-testid="global-loading">
      <div className="global-loading__bar" />
    </div>
  );
}
