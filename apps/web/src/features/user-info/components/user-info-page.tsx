import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLoginUser } from '../../../lib/login-user';
import { PasswordForm } from './password-form';
import { UserDetails } from './user-details';

type TabKey = 'info' | 'password';

/** /userInfo: own information and password change (?tab=password&force=1 for a forced change). */
export function UserInfoPage() {
  const { t } = useTranslation('userInfo');
  const [params, setParams] = useSearchParams();
  const { data: user } = useLoginUser();
  if (!user) return null;
  const forced = params.get('force') === '1' || user.mustChangePassword;
  const active: TabKey = forced || params.get('tab') === 'password' ? 'password' : 'info';
  const items = [
    { key: 'info', label: t('tab.info'), children: <UserDetails user={user} />, disabled: forced },
    { key: 'password', label: t('tab.password'), children: <PasswordForm userId={user.id} forced={forced} /> },
  ];
  return (
    <Tabs
      activeKey={active}
      items={items}
      onChange={(key) => setParams(key === 'password' ? { tab: 'password' } : {}, { replace: true })}
    />
  );
}
