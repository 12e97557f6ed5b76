import { Layout, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LangSelect } from '../../components/lang-select';
import { Logo } from '../../components/logo';
import { AppBreadcrumb } from './app-breadcrumb';
import { TodoBadge } from './todo-badge';
import { TopMenu } from './top-menu';
import { UserMenu } from './user-menu';

/** The signed-in frame: logo, top menu, language, user; breadcrumb above the page. */
export function ShellLayout() {
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          background: '#fff',
          padding: '0 24px',
          boxShadow: '0 1px 4px rgba(0,0,0,0.08)',
        }}
      >
        <Link to="/" aria-label={t('appName')}>
          <Logo />
        </Link>
        <TopMenu />
        <Space size="middle">
          <TodoBadge />
          <LangSelect />
          <UserMenu />
        </Space>
      </Layout.Header>
      <Layout.Content style={{ padding: '0 24px 24px' }}>
        <AppBreadcrumb />
        <div style={{ background: '#fff', padding: 24, borderRadius: 8, minHeight: 360 }}>
          <Outlet />
        </div>
      </Layout.Content>
    </Layout>
  );
}
