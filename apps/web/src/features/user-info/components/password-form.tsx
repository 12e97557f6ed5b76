import { useState } from 'react';
import { Alert, App, Button, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PASSWORD_POLICY } from '@carbon/domain';
import { LOGIN_USER_KEY } from '../../../lib/login-user';
import { useUpdatePassword } from '../api/update-password';
import { policyRule, repeatRule } from '../../../lib/password-rules';

type Values = { oldPassword: string; newPassword: string; repeatPassword: string };
type Props = { userId: string; forced: boolean };

/** Change one's own password; after a forced change the user continues to home. */
export function PasswordForm({ userId, forced }: Props) {
  const { t } = useTranslation('userInfo');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdatePassword();
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: Values) => {
    setError(null);
    try {
      await update.mutateAsync({ id: userId, password: values.oldPassword, newPassword: values.newPassword });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return;
    }
    void message.success(t('pwd.success'));
    form.resetFields();
    // The guard reads mustChangePassword from this query: refresh it before leaving.
    await queryClient.refetchQueries({ queryKey: LOGIN_USER_KEY });
    if (forced) await navigate('/', { replace: true });
  };

  const range = { min: PASSWORD_POLICY.minLength, max: PASSWORD_POLICY.maxLength };
  return (
    <Form<Values> form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={onFinish} disabled={update.isPending}>
      {forced && <Alert data-testid="pwd-forced" type="warning" showIcon message={t('pwd.forced')} style={{ marginBottom: 16 }} />}
      {error && <Alert data-testid="pwd-error" type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form.Item name="oldPassword" label={t('pwd.old')} rules={[{ required: true, message: t('pwd.oldRequired') }]}>
        <Input.Password data-testid="pwd-old" autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('pwd.new')}
        extra={t('pwd.policyHint', range)}
        rules={[{ required: true, message: t('pwd.newRequired') }, policyRule(t)]}
      >
        <Input.Password data-testid="pwd-new" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="repeatPassword"
        label={t('pwd.repeat')}
        dependencies={['newPassword']}
        rules={[{ required: true, message: t('pwd.repeatRequired') }, repeatRule(t, 'newPassword')]}
      >
        <Input.Password data-testid="pwd-repeat" autoComplete="new-password" />
      </Form.Item>
      <Button data-testid="pwd-submit" type="primary" htmlType="submit" loading={update.isPending}>
        {t('pwd.submit')}
      </Button>
    </Form>
  );
}
