import { useState } from 'react';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearToken, FORCED_PASSWORD_PATH, lastPathOrHome, setToken } from '../../../lib/session';
import { loadSignedInUser, useCaptcha, useCaptchaOpen, useLogin } from '../api/login-api';
import { CaptchaField } from './captcha-field';
import { loginErrorText } from './login-error';

type Values = { account: string; password: string; code?: string };

/** Signs in, loads the user, then opens the last visited page (or home). */
export function LoginForm() {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const captchaOpen = useCaptchaOpen().data === true;
  const captcha = useCaptcha(captchaOpen);
  const login = useLogin();

  const afterToken = async (token: string) => {
    setToken(token);
    try {
      const user = await loadSignedInUser(queryClient);
      await navigate(user.mustChangePassword ? FORCED_PASSWORD_PATH : lastPathOrHome(user.id), { replace: true });
    } catch {
      clearToken();
      setError(t('orgPermissionFailed'));
    }
  };

  const onFinish = async ({ account, password, code }: Values) => {
    setError(null);
    const withCaptcha = captchaOpen ? { code, captchaId: captcha.data?.captchaId } : {};
    try {
      const token = await login.mutateAsync({ account: account.trim(), password, ...withCaptcha });
      await afterToken(token);
    } catch (e) {
      setError(loginErrorText(e, t));
      if (captchaOpen) void captcha.refetch();
    }
  };

  return (
    <Form<Values> layout="vertical" size="large" onFinish={onFinish} requiredMark={false} disabled={login.isPending}>
      {error && <Alert data-testid="login-error" type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form.Item name="account" label={t('account')} rules={[{ required: true, whitespace: true, message: t('accountRequired') }]}>
        <Input data-testid="login-account" prefix={<UserOutlined />} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label={t('password')} rules={[{ required: true, message: t('passwordRequired') }]}>
        <Input.Password data-testid="login-password" prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      {captchaOpen && <CaptchaField captcha={captcha.data} onRefresh={() => void captcha.refetch()} />}
      <Button data-testid="login-submit" type="primary" htmlType="submit" block loading={login.isPending}>
        {t('submit')}
      </Button>
    </Form>
  );
}
