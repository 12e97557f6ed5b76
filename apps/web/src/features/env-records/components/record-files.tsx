import { useRef, useState } from 'react';
import { Alert, App, Button, List, Modal, Progress, Space, Spin, Tag, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { ENV_FILE_MAX_BYTES, ENV_FILE_TYPES, type EnvFileRow } from '@carbon/domain';
import { ConfirmRowDelete } from '../../../components/confirm-delete';
import { fileRefusal, fileRule } from '../../../components/file-upload';
import { formatDateTime } from '../../../lib/format';
import { downloadRecordFile, useDeleteRecordFile, useRecordFiles, useUploadRecordFile, type FileKind } from '../api/records-api';
import { expiryOf, type RecordLabels, type Translate } from './labels';
import { FileInput } from '../../../components/file-input';

const FILES = fileRule(Object.keys(ENV_FILE_TYPES), ENV_FILE_MAX_BYTES);

/** Why a file is refused before it is sent (the server checks the same, and the content), or null. */
export function fileProblem(file: Pick<File, 'name' | 'size'>, t: Translate): string | null {
  const refused = fileRefusal(file, FILES, { refuseEmpty: true });
  return refused && t(`file.${refused.reason}`, refused.params);
}

/** "Expired" / "Expiring soon" beside a validity's end (nothing otherwise). */
export function ExpiryTag({ L, validTo, testId }: { L: RecordLabels; validTo: string | null | undefined; testId: string }) {
  const state = expiryOf(validTo);
  if (!state) return null;
  return (
    <Tag color={state === 'expired' ? 'red' : 'orange'} data-testid={testId}>
      {L.t(`expiry.${state}`)}
    </Tag>
  );
}

type Props = {
  L: RecordLabels;
  kind: FileKind;
  /** The record whose files are shown, with its title; none: closed. */
  owner: { id: string; title: string } | undefined;
  /** Whether the caller may add and delete files (the record's edit permission). */
  canEdit: boolean;
  onClose: () => void;
};

/**
 * A record's files (`files-dialog`): approval documents, a plan's file, a certificate. Listed with
 * size and time, downloaded; uploaded (checked by type and size first, with progress) and deleted
 * by those who may edit the record.
 */
export function RecordFilesDialog({ L, kind, owner, canEdit, onClose }: Props) {
  return (
    <Modal
      open={!!owner}
      title={owner ? L.t(`file.title.${kind}`, { name: owner.title }) : ''}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
      wrapProps={{ 'data-testid': 'files-dialog' }}
    >
      {owner && <RecordFiles L={L} kind={kind} ownerId={owner.id} canEdit={canEdit} />}
    </Modal>
  );
}

/** The files of one record with upload and delete when allowed (inside the dialog, or a detail drawer). */
export function RecordFiles({ L, kind, ownerId, canEdit }: { L: RecordLabels; kind: FileKind; ownerId: string; canEdit: boolean }) {
  const { message } = App.useApp();
  const files = useRecordFiles(kind, ownerId);
  const upload = useUploadRecordFile(kind);
  const remove = useDeleteRecordFile(kind);
  const input = useRef<HTMLInputElement>(null);
  const [running, setRunning] = useState<{ name: string; percent: number }>();
  const fail = (e: unknown) => void message.error(e instanceof Error ? e.message : String(e));

  const send = async (file: File) => {
    const problem = fileProblem(file, L.t);
    if (problem) {
      void message.error(problem);
      return;
    }
    setRunning({ name: file.name, percent: 0 });
    try {
      await upload(ownerId, file, (percent) => setRunning({ name: file.name, percent }));
      void message.success(L.t('file.uploaded', { name: file.name }));
    } catch (e) {
      void message.error(L.t('file.uploadFailed', { reason: e instanceof Error ? e.message : String(e) }));
    } finally {
      setRunning(undefined);
    }
  };

  if (files.isLoading) return <Spin data-testid="files-loading" />;
  if (files.error) return <Alert type="error" showIcon message={files.error.message} data-testid="files-error" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {canEdit && (
        <>
          <Space wrap>
            <Button icon={<UploadOutlined />} data-testid="files-upload" disabled={!!running} onClick={() => input.current?.click()}>
              {L.t('file.upload')}
            </Button>
            <Typography.Text type="secondary">{L.t('file.hint', { types: FILES.types, max: FILES.maxMb })}</Typography.Text>
          </Space>
          <FileInput ref={input} testId="files-input" accept={FILES.accept} onFiles={([file]) => void send(file)} />
        </>
      )}
      {running && (
        <div data-testid="files-progress">
          <Typography.Text>{running.name}</Typography.Text>
          <Progress percent={running.percent} size="small" />
        </div>
      )}
      <List<EnvFileRow>
        size="small"
        data-testid="files-list"
        dataSource={files.data ?? []}
        locale={{ emptyText: L.t('file.none') }}
        renderItem={(row) => (
          <List.Item
            data-testid={`file-${row.id}`}
            actions={[
              <Typography.Link
                key="download"
                data-testid={`file-download-${row.id}`}
                onClick={() => void downloadRecordFile(kind, row.id, row.name).catch(fail)}
              >
                {L.t('file.download')}
              </Typography.Link>,
              canEdit && (
                <ConfirmRowDelete
                  key="delete"
                  title={L.t('file.deleteConfirm', { name: row.name })}
                  label={L.t('action.delete')}
                  testId={`file-delete-${row.id}`}
                  okTestId={`file-delete-ok`}
                  onConfirm={() => remove.mutateAsync({ id: row.id }).catch(fail)}
                />
              ),
            ].filter(Boolean)}
          >
            <List.Item.Meta
              title={row.name}
              description={`${(row.size / 1024).toFixed(1)} KB · ${row.createdByName} · ${formatDateTime(row.createdAt)}`}
            />
          </List.Item>
        )}
      />
    </Space>
  );
}
