import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../api/login-api';

type Props = { captcha: Captcha | undefined; onRefresh: () => void };

/** The captcha input and image; the server's SVG is shown as an image, never as markup. */
export function CaptchaField({ captcha, onRefresh }: Props) {
  const { t } = useTranslation('login');
  const src = captcha ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}` : undefined;
  return (
    <Form.Item label={t('captcha')} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: t('captchaRequired') }]}>
          <Input data-testid="login-captcha" autoComplete="off" />
        </Form.Item>
        {src && (
          <img
            data-testid="login-captcha-image"
            src={src}
            alt={t('captchaImage')}
            title={t('captchaImage')}
            onClick={onRefresh}
            style={{ height: 32, cursor: 'pointer', border: '1px solid #d9d9d9', borderLeft: 'none' }}
          />
        )}
      </Space.Compact>
    </Form.Item>
  );
}
