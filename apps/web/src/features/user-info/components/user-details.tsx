import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoginUser } from '../../../lib/login-user';

const dash = (v: string | null | undefined) => (v ? v : '-');

/** The signed-in user's own information, as getLoginUser returns it. */
export function UserDetails({ user }: { user: LoginUser }) {
  const { t } = useTranslation('userInfo');
  const emp = user.loginEmpInfo;
  const items = [
    { key: 'name', label: t('field.name'), children: dash(user.name) },
    { key: 'account', label: t('field.account'), children: dash(user.account) },
    { key: 'jobNum', label: t('field.jobNum'), children: dash(emp?.jobNum) },
    { key: 'org', label: t('field.org'), children: dash(emp?.orgName) },
    { key: 'positions', label: t('field.positions'), children: dash(emp?.positions.map((p) => p.posName).join(', ')) },
    { key: 'roles', label: t('field.roles'), children: dash(user.roles.map((r) => r.name).join(', ')) },
    { key: 'email', label: t('field.email'), children: dash(user.email) },
    { key: 'phone', label: t('field.phone'), children: dash(user.phone) },
  ];
  return <Descriptions data-testid="user-details" bordered column={1} items={items} style={{ maxWidth: 640 }} />;
}
