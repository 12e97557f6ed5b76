import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/logo';
import { LoginForm } from './login-form';
import { LoginLangPicker } from './login-lang-picker';
import './login-page.css';

/**
 * Standalone /login: logo, welcome title, the form, and the language choice. The first page
 * every user downloads, so it is built from antd's form parts only: no Card (it carries Tabs),
 * Typography or Select (issue 8: `npm run bench web` holds /login to 300 kB gzipped).
 */
export function LoginPage() {
  const { t } = useTranslation('login');
  const { token } = theme.useToken();
  return (
    <div className="login-page" style={{ fontFamily: token.fontFamily }}>
      <main className="login-card">
        <div className="login-card__head">
          <Logo />
          <LoginLangPicker />
        </div>
        <h1 className="login-title" data-testid="login-title">
          {t('welcome')}
        </h1>
        <LoginForm />
      </main>
    </div>
  );
}
