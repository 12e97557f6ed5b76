import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Empty, Modal, Space } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/action-messages';
import { useEntrances, useSaveEntrances } from '../api/workbench-api';

/**
 * Common entrances (spec §2, at most 3): shortcuts to menu pages the user chose among those they
 * can open. The dialog lets them tick any number; the server keeps at most three and says so.
 */
export function EntranceCard() {
  const { t } = useTranslation('workbench');
  const navigate = useNavigate();
  const list = useEntrances();
  const save = useSaveEntrances();
  const [editing, setEditing] = useState<string[] | undefined>();
  const [error, setError] = useState<string>();
  const selected = list.data?.selected ?? [];

  const open = () => {
    setError(undefined);
    setEditing(selected.map((s) => s.menuCode));
  };
  const submit = async () => {
    try {
      await save.mutateAsync({ menuCodes: editing ?? [] });
      setEditing(undefined);
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <Card
      title={t('index.entrances', { max: list.data?.max ?? 3 })}
      size="small"
      data-testid="entrance-card"
      extra={
        <Button type="link" icon={<SettingOutlined />} data-testid="entrance-edit" disabled={!list.data} onClick={open}>
          {t('action.setEntrances')}
        </Button>
      }
    >
      {selected.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('index.noEntrances')} />
      ) : (
        <Space wrap>
          {selected.map((s) => (
            <Button key={s.menuCode} data-testid={`entrance-${s.menuCode}`} onClick={() => void navigate(s.path)}>
              {s.title}
            </Button>
          ))}
        </Space>
      )}
      <Modal
        open={editing !== undefined}
        title={t('index.entranceDialog', { max: list.data?.max ?? 3 })}
        onCancel={() => setEditing(undefined)}
        onOk={() => void submit()}
        okButtonProps={{ loading: save.isPending, 'data-testid': 'entrance-save' }}
        destroyOnHidden
      >
        {error ? <Alert type="error" showIcon message={error} data-testid="entrance-error" style={{ marginBottom: 12 }} /> : null}
        <Checkbox.Group value={editing} onChange={(v) => setEditing(v as string[])} data-testid="entrance-options">
          <Space direction="vertical">
            {(list.data?.options ?? []).map((o) => (
              <Checkbox key={o.menuCode} value={o.menuCode} data-testid={`entrance-option-${o.menuCode}`}>
                {o.title}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      </Modal>
    </Card>
  );
}
