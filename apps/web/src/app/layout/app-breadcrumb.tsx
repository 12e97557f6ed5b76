import { Breadcrumb, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoginUser } from '../../lib/login-user';
import { useMenuTitle } from './menu-titles';
import { useCurrentRouteChain } from './use-current-route';

/** Matched route titles, and on the right the user's organisation (spec §2). */
export function AppBreadcrumb() {
  const { t } = useTranslation();
  const { data: user } = useLoginUser();
  const chain = useCurrentRouteChain();
  const titleOf = useMenuTitle();
  const org = user?.loginEmpInfo?.orgName ?? '-';
  return (
    <div data-testid="breadcrumb" style={{ display: 'flex', justifyContent: 'space-between', gap: 16, padding: '12px 0' }}>
      <Breadcrumb items={chain.map((r) => ({ key: r.code, title: titleOf(r.code) }))} />
      <Typography.Text type="secondary" data-testid="affiliated-org">
        {t('affiliatedOrganization', { org })}
      </Typography.Text>
    </div>
  );
}
