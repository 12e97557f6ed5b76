import { useRef, useState } from 'react';
import { Button, Progress, Space, Typography } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useActionMessage } from '../../../components/action-messages';
import { downloadGoalFile, uploadGoalFile, type SettingKind } from '../api/goal-api';
import type { GoalLabels } from '../shared/labels';
import { FileInput } from '../../../components/file-input';

export type GoalFile = { id: string; name: string };

type Props = {
  L: GoalLabels;
  kind: SettingKind;
  year: number;
  /** The organisation whose form the file belongs to (the caller's highest); none: nothing to upload for. */
  orgId: string | undefined;
  file: GoalFile | null;
  canUpload: boolean;
  onUploaded: (file: GoalFile) => void;
};

/**
 * The form's goal file (spec §3 "uploaded goal file"): uploaded with progress, kept with every
 * row saved afterwards, downloadable (data-testids `goal-file-input`, `goal-file-name`, `goal-file-progress`).
 */
export function GoalFileField({ L, kind, year, orgId, file, canUpload, onUploaded }: Props) {
  const outcome = useActionMessage();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async (chosen: File) => {
    if (!orgId) return;
    setPercent(0);
    try {
      const row = await uploadGoalFile(kind, { year, orgId }, chosen, setPercent);
      outcome.success('upload');
      onUploaded({ id: row.id, name: row.name });
    } catch (e) {
      outcome.failure('upload', e);
    } finally {
      setPercent(null);
    }
  };
  const download = async (f: GoalFile) => {
    try {
      await downloadGoalFile(f.id, f.name);
    } catch (e) {
      outcome.failure('download', e);
    }
  };

  return (
    <Space wrap>
      <Typography.Text type="secondary">{L.t('file.label')}</Typography.Text>
      {file ? (
        <Typography.Link data-testid="goal-file-name" onClick={() => void download(file)}>
          <PaperClipOutlined /> {file.name}
        </Typography.Link>
      ) : (
        <Typography.Text type="secondary">{L.t('file.none')}</Typography.Text>
      )}
      {canUpload && orgId && (
        <>
          <FileInput ref={input} testId="goal-file-input" onFiles={([chosen]) => void upload(chosen)} />
          <Button size="small" icon={<UploadOutlined />} loading={percent !== null} onClick={() => input.current?.click()}>
            {L.t('file.upload')}
          </Button>
        </>
      )}
      {percent !== null && <Progress data-testid="goal-file-progress" percent={percent} size="small" style={{ width: 120 }} />}
    </Space>
  );
}
