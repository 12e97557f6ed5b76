import { useRef, useState } from 'react';
import { Alert, Button, Form, Modal, Progress, Space, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_EXTENSIONS, CERTIFICATE_MAX_BYTES } from '@carbon/domain';
import { useActionMessage } from '../../../components/action-messages';
import { formatSize, uploadCertificate, useRefreshCertificates } from '../api/certificate-api';
import { CertificateFormFields, formFieldsOf, valuesOf, type CertificateValues } from './certificate-fields';
import { FileInput } from '../../../components/file-input';

const MAX_MB = CERTIFICATE_MAX_BYTES / 1024 / 1024;
const ACCEPT = CERTIFICATE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** What is wrong with a chosen file before it is sent (the server checks its content again), or undefined. */
export function fileProblem(file: File, t: (key: string, o?: Record<string, unknown>) => string): string | undefined {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(CERTIFICATE_EXTENSIONS as string[]).includes(ext)) return t('upload.badType');
  if (file.size > CERTIFICATE_MAX_BYTES) return t('upload.tooLarge', { max: MAX_MB });
  return undefined;
}

/**
 * Uploads a verification statement with its fields; the bytes' progress shows while it is sent
 * (spec §3 "upload progress"). data-testids: `certificate-upload-dialog`, `certificate-upload-file`,
 * `certificate-upload-progress`, `certificate-upload-submit`, `certificate-upload-cancel`.
 */
export function UploadDialog({ open, onClose, initial }: { open: boolean; onClose: () => void; initial?: Partial<CertificateValues> }) {
  const { t } = useTranslation('certificate');
  const outcome = useActionMessage();
  const refresh = useRefreshCertificates();
  const [form] = Form.useForm<CertificateValues>();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const [percent, setPercent] = useState<number | null>(null);

  const reset = () => {
    form.resetFields();
    setFile(null);
    setProblem(undefined);
    setPercent(null);
  };
  const close = () => {
    if (percent !== null) return; // an upload in flight finishes first
    reset();
    onClose();
  };

  const submit = async () => {
    // An invalid form shows its messages under the fields; the refusal is not an error to throw on.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (!file) {
      setProblem(t('upload.noFile'));
      return;
    }
    setPercent(0);
    try {
      await uploadCertificate(file, formFieldsOf(values), setPercent);
      outcome.success('upload');
      await refresh();
      setPercent(null);
      close();
    } catch (e) {
      setPercent(null);
      outcome.failure('upload', e);
    }
  };

  return (
    <Modal
      open={open}
      title={t('upload.title')}
      onCancel={close}
      width={640}
      destroyOnHidden
      maskClosable={false}
      wrapProps={{ 'data-testid': 'certificate-upload-dialog' }}
      footer={
        <Space>
          <Button data-testid="certificate-upload-cancel" onClick={close} disabled={percent !== null}>
            {t('upload.cancel')}
          </Button>
          <Button type="primary" data-testid="certificate-upload-submit" loading={percent !== null} onClick={() => void submit()}>
            {t('upload.submit')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={{ ...valuesOf(undefined), ...initial }}>
        <Form.Item label={t('field.file')} required extra={t('hint.file', { max: MAX_MB })}>
          <FileInput
            ref={input}
            testId="certificate-upload-file"
            accept={ACCEPT}
            onFiles={([chosen]) => {
              const wrong = fileProblem(chosen, t);
              setProblem(wrong);
              setFile(wrong ? null : chosen);
            }}
          />
          <Space direction="vertical" style={{ width: '100%' }}>
            <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} disabled={percent !== null}>
              {t('upload.choose')}
            </Button>
            {file && (
              <Typography.Text data-testid="certificate-upload-chosen">
                {file.name} ({formatSize(file.size)})
              </Typography.Text>
            )}
            {problem && <Alert type="error" showIcon message={problem} data-testid="certificate-upload-problem" />}
            {percent !== null && (
              <div data-testid="certificate-upload-progress">
                <Typography.Text type="secondary">{t('upload.progress', { name: file?.name ?? '' })}</Typography.Text>
                <Progress percent={percent} />
              </div>
            )}
          </Space>
        </Form.Item>
        <CertificateFormFields />
      </Form>
    </Modal>
  );
}
