import { useEffect, useRef, useState } from 'react';
import { App, Button, List, Progress, Space, Tag, Tooltip, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, type ProjectAttachmentKind, type ProjectAttachmentRow } from '@carbon/domain';
import { ConfirmRowDelete } from '../../../components/confirm-delete';
import { fileRefusal, fileRule, useRunningUploads } from '../../../components/file-upload';
import { formatDateTime } from '../../../lib/format';
import { downloadProjectFile, fetchProjectFileUrl, useDeleteProjectAttachment, useUploadProjectFile } from '../api/project-api';
import { useProjectLabels, type Translate } from './labels';
import { FilePreviewModal } from '../../../components/file-preview';
import { FileInput } from '../../../components/file-input';

const FILES = fileRule(Object.keys(ATTACHMENT_TYPES), ATTACHMENT_MAX_BYTES);

/** Why a file is refused before it is sent (the server checks the same, by content too), or null. */
export function fileProblem(file: Pick<File, 'name' | 'size'>, t: Translate): string | null {
  const refused = fileRefusal(file, FILES);
  return refused && t(`attachment.${refused.reason}`, refused.params);
}

/** Counts the uploads in flight: submission waits until every one has finished. */
export { useRunningUploads };

type UploadProps = {
  projectId: string | undefined;
  kind: ProjectAttachmentKind;
  /** Why the upload is not possible now (shown beside the disabled button), or null. */
  disabledReason: string | null;
  /** Called when an upload starts; returns its "finished" callback. */
  begin?: () => () => void;
  onUploaded?: (row: ProjectAttachmentRow) => void;
};

type Running = { key: number; name: string; percent: number };

/** One kind of project file: the button (`project-upload-<kind>`), the file input (`-file`), each upload's progress (`-progress`). */
export function ProjectUpload({ projectId, kind, disabledReason, begin, onUploaded }: UploadProps) {
  const L = useProjectLabels();
  const { message } = App.useApp();
  const upload = useUploadProjectFile();
  const input = useRef<HTMLInputElement>(null);
  const seq = useRef(0);
  const [running, setRunning] = useState<Running[]>([]);
  const testId = `project-upload-${kind}`;

  const send = async (file: File) => {
    if (!projectId) return;
    const problem = fileProblem(file, L.t);
    if (problem) {
      void message.error(problem);
      return;
    }
    const key = ++seq.current;
    const done = begin?.();
    setRunning((r) => [...r, { key, name: file.name, percent: 0 }]);
    try {
      const row = await upload(projectId, kind, file, (percent) =>
        setRunning((r) => r.map((u) => (u.key === key ? { ...u, percent } : u))),
      );
      void message.success(L.t('attachment.uploaded', { name: file.name }));
      onUploaded?.(row);
    } catch (e) {
      void message.error(L.t('attachment.uploadFailed', { reason: e instanceof Error ? e.message : String(e) }));
    } finally {
      setRunning((r) => r.filter((u) => u.key !== key));
      done?.();
    }
  };

  const button = (
    <Button icon={<UploadOutlined />} data-testid={testId} disabled={!!disabledReason} onClick={() => input.current?.click()}>
      {L.t(`attachment.upload.${kind}`)}
    </Button>
  );
  return (
    <div>
      <Space wrap>
        {disabledReason ? <Tooltip title={disabledReason}>{button}</Tooltip> : button}
        {disabledReason && (
          <Typography.Text type="secondary" data-testid={`${testId}-reason`}>
            {disabledReason}
          </Typography.Text>
        )}
      </Space>
      <FileInput
        ref={input}
        testId={`${testId}-file`}
        accept={FILES.accept}
        disabled={!!disabledReason}
        onFiles={(files) => files.forEach((f) => void send(f))}
      />
      {running.map((u) => (
        <div key={u.key} data-testid={`${testId}-progress`}>
          <Typography.Text>{u.name}</Typography.Text>
          <Progress percent={u.percent} size="small" />
        </div>
      ))}
    </div>
  );
}

const previewable = (row: ProjectAttachmentRow) => row.mime === 'application/pdf' || row.mime.startsWith('image/');

/** A project's files (`project-attachments`): kind, size, time; preview (images, PDF), download, delete when allowed. */
export function AttachmentList({
  rows,
  canDelete,
}: {
  rows: readonly ProjectAttachmentRow[];
  canDelete: (row: ProjectAttachmentRow) => boolean;
}) {
  const L = useProjectLabels();
  const { message } = App.useApp();
  const remove = useDeleteProjectAttachment();
  const [preview, setPreview] = useState<{ row: ProjectAttachmentRow; url: string } | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );
  const fail = (e: unknown) => void message.error(e instanceof Error ? e.message : String(e));
  const open = (row: ProjectAttachmentRow) => fetchProjectFileUrl(row.id).then((url) => setPreview({ row, url }), fail);
  return (
    <>
      <List<ProjectAttachmentRow>
        size="small"
        data-testid="project-attachments"
        dataSource={[...rows]}
        locale={{ emptyText: L.t('attachment.empty') }}
        renderItem={(row) => (
          <List.Item
            data-testid={`project-attachment-${row.id}`}
            actions={[
              previewable(row) && (
                <Typography.Link key="preview" data-testid={`project-attachment-preview-${row.id}`} onClick={() => void open(row)}>
                  {L.t('attachment.preview')}
                </Typography.Link>
              ),
              <Typography.Link
                key="download"
                data-testid={`project-attachment-download-${row.id}`}
                onClick={() => void downloadProjectFile(row.id, row.name).catch(fail)}
              >
                {L.t('attachment.download')}
              </Typography.Link>,
              canDelete(row) && (
                <ConfirmRowDelete
                  key="delete"
                  title={L.t('attachment.deleteConfirm')}
                  label={L.t('attachment.delete')}
                  testId={`project-attachment-delete-${row.id}`}
                  onConfirm={() => remove.mutateAsync({ id: row.id }).catch(fail)}
                />
              ),
            ].filter(Boolean)}
          >
            <List.Item.Meta
              title={
                <Space size={4}>
                  <Tag>{L.t(`attachment.kind.${row.kind}`)}</Tag>
                  {row.name}
                </Space>
              }
              description={`${(row.size / 1024).toFixed(1)} KB · ${formatDateTime(row.createdAt)}`}
            />
          </List.Item>
        )}
      />
      <FilePreviewModal
        file={preview && { name: preview.row.name, mime: preview.row.mime, url: preview.url }}
        onClose={() => setPreview(null)}
        testId="project-attachment-preview"
      />
    </>
  );
}
