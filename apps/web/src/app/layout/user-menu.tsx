import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Dropdown, Space, type MenuProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { useLoginUser } from '../../lib/login-user';
import { clearToken } from '../../lib/session';

/** The user's name with personal centre and logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useLoginUser();

  const logout = async () => {
    // The local sign-out happens whatever the server says: the user asked to leave.
    await api.get<null>('/logout', undefined, { skipAuthHandling: true }).catch(() => undefined);
    clearToken();
    queryClient.clear();
    await navigate('/login', { replace: true });
  };

  const items: MenuProps['items'] = [
    { key: 'userInfo', label: <span data-testid="personal-centre">{t('userMenu.personalCentre')}</span> },
    { type: 'divider' },
    { key: 'logout', label: <span data-testid="logout">{t('userMenu.logout')}</span> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'userInfo') void navigate('/userInfo');
    if (key === 'logout') void logout();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click', 'hover']}>
      <a data-testid="user-menu" onClick={(e) => e.preventDefault()} href="#" style={{ color: 'inherit' }}>
        <Space>
          <UserOutlined />
          {/* a long name must not push the top menu's entries behind "···" */}
          <span
            style={{
              display: 'inline-block',
              maxWidth: 120,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              verticalAlign: 'bottom',
            }}
            title={user?.name || user?.account}
          >
            {user?.name || user?.account}
          </span>
          <DownOutlined />
        </Space>
      </a>
    </Dropdown>
  );
}
