import { useEffect, useRef, useState } from 'react';
import { App, Button, Drawer, List, Progress, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, ATTACHMENTS_PER_ENTRY, type AttachmentRow } from '@carbon/domain';
import { ConfirmRowDelete } from '../../../components/confirm-delete';
import { fileRefusal, fileRule } from '../../../components/file-upload';
import { formatDateTime } from '../../../lib/format';
import { downloadAttachment, fetchPreviewUrl, useAttachments, useDeleteAttachment, useUploadAttachment } from '../api/fill-api';
import { FILL_NS } from './labels';
import { useUploads } from './upload-tracker';
import { FilePreviewModal } from '../../../components/file-preview';
import { FileInput } from '../../../components/file-input';

const FILES = fileRule(Object.keys(ATTACHMENT_TYPES), ATTACHMENT_MAX_BYTES);

/** Why a file is refused before it is sent (the server checks the same, by content too), or null. */
export function attachmentProblem(
  file: Pick<File, 'name' | 'size'>,
  count: number,
  t: (k: string, o?: Record<string, unknown>) => string,
): string | null {
  const refused = fileRefusal(file, FILES);
  if (refused) return t(`attachment.${refused.reason}`, refused.params);
  if (count >= ATTACHMENTS_PER_ENTRY) return t('attachment.tooMany', { max: ATTACHMENTS_PER_ENTRY });
  return null;
}

type Uploading = { key: number; name: string; percent: number };
type Props = { entryId: string | undefined; editable: boolean; onClose: () => void };

/**
 * The evidence of one entry (data-testid `attachments`): upload with progress (`attachment-file`,
 * `attachment-progress`), the list, an inline preview of images and PDFs (`attachment-preview`),
 * download of the others ("preview not supported"), delete.
 */
export function AttachmentsDrawer({ entryId, editable, onClose }: Props) {
  const { t } = useTranslation(FILL_NS);
  const { message } = App.useApp();
  const list = useAttachments(entryId);
  const upload = useUploadAttachment();
  const remove = useDeleteAttachment();
  const uploads = useUploads();
  const [running, setRunning] = useState<Uploading[]>([]);
  const [preview, setPreview] = useState<{ row: AttachmentRow; url: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const seq = useRef(0);
  const rows = list.data ?? [];

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  const send = async (file: File) => {
    if (!entryId) return;
    const problem = attachmentProblem(file, rows.length + running.length, t);
    if (problem) {
      void message.error(problem);
      return;
    }
    const key = ++seq.current;
    const done = uploads.begin();
    setRunning((r) => [...r, { key, name: file.name, percent: 0 }]);
    try {
      await upload(entryId, file, (percent) => setRunning((r) => r.map((u) => (u.key === key ? { ...u, percent } : u))));
      void message.success(t('attachment.uploaded', { name: file.name }));
    } catch (e) {
      void message.error(t('attachment.uploadFailed', { reason: e instanceof Error ? e.message : String(e) }));
    } finally {
      setRunning((r) => r.filter((u) => u.key !== key));
      done();
    }
  };

  const open = async (row: AttachmentRow) => {
    if (!row.previewable) {
      void message.info(t('attachment.noPreview'));
      return;
    }
    try {
      setPreview({ row, url: await fetchPreviewUrl(row.id) });
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e));
    }
  };

  const download = (row: AttachmentRow) =>
    downloadAttachment(row.id, row.name).catch(
      (e: unknown) => void message.error(t('attachment.downloadFailed', { reason: e instanceof Error ? e.message : String(e) })),
    );

  return (
    <Drawer open={!!entryId} onClose={onClose} width={560} title={t('attachment.title')}>
      <div data-testid="attachments">
        {editable && (
          <>
            <FileInput
              ref={input}
              testId="attachment-file"
              accept={FILES.accept}
              multiple
              onFiles={(files) => files.forEach((f) => void send(f))}
            />
            <Button icon={<UploadOutlined />} data-testid="attachment-upload" onClick={() => input.current?.click()}>
              {t('attachment.upload')}
            </Button>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {t('attachment.rules', { max: FILES.maxMb, count: ATTACHMENTS_PER_ENTRY, types: FILES.types })}
            </Typography.Paragraph>
          </>
        )}
        {running.map((u) => (
          <div key={u.key} data-testid="attachment-progress">
            <Typography.Text>{u.name}</Typography.Text>
            <Progress percent={u.percent} size="small" />
          </div>
        ))}
        <List<AttachmentRow>
          loading={list.isLoading}
          dataSource={rows}
          locale={{ emptyText: t('attachment.empty') }}
          renderItem={(row) => (
            <List.Item
              data-testid={`attachment-${row.id}`}
              actions={[
                row.previewable ? (
                  <Typography.Link key="preview" data-testid="attachment-open" onClick={() => void open(row)}>
                    {t('attachment.preview')}
                  </Typography.Link>
                ) : (
                  <Typography.Text key="np" type="secondary" data-testid="attachment-no-preview">
                    {t('attachment.noPreviewShort')}
                  </Typography.Text>
                ),
                <Typography.Link key="download" data-testid="attachment-download" onClick={() => void download(row)}>
                  {t('attachment.download')}
                </Typography.Link>,
                editable && (
                  <ConfirmRowDelete
                    key="delete"
                    title={t('attachment.deleteConfirm')}
                    label={t('delete')}
                    testId="attachment-delete"
                    onConfirm={() =>
                      remove.mutateAsync({ id: row.id }).then(
                        () => undefined,
                        (e: unknown) =>
                          void message.error(t('attachment.deleteFailed', { reason: e instanceof Error ? e.message : String(e) })),
                      )
                    }
                  />
                ),
              ]}
            >
              <List.Item.Meta title={row.name} description={`${(row.size / 1024).toFixed(1)} KB · ${formatDateTime(row.createdAt)}`} />
            </List.Item>
          )}
        />
      </div>
      <FilePreviewModal
        file={preview && { name: preview.row.name, mime: preview.row.mime, url: preview.url }}
        onClose={() => setPreview(null)}
        testId="attachment-preview"
      />
    </Drawer>
  );
}
