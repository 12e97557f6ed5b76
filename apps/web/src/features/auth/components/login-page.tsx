import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LangSelect } from '../../../components/lang-select';
import { Logo } from '../../../components/logo';
import { LoginForm } from './login-form';

/** Standalone /login: logo, welcome title, the form, and the language choice. */
export function LoginPage() {
  const { t } = useTranslation('login');
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'linear-gradient(160deg, #eef7f1, #d8ecdf)' }}>
      <Card style={{ width: 380, maxWidth: '92vw' }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
          <Logo />
          <LangSelect />
        </div>
        <Typography.Title level={3} data-testid="login-title" style={{ marginTop: 0 }}>
          {t('welcome')}
        </Typography.Title>
        <LoginForm />
      </Card>
    </div>
  );
}
