import { useState } from 'react';
import { Alert, App, Button, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FactorRow, WasteFactorRow } from '@carbon/domain';
import { useDebounced } from '../../../../components/source-input/use-debounced';
import { useFactorOptions, useMapFactor, useWasteFactors } from '../../api/records-api';
import type { RecordLabels } from '../labels';
import { SearchSelect } from '../../../../components/search-select';

type Props = { L: RecordLabels; open: boolean; canMap: boolean; onClose: () => void };

const factorName = (f: Pick<FactorRow, 'nameZh' | 'nameEn'>, lang: string) => (lang === 'en-US' && f.nameEn ? f.nameEn : f.nameZh);

/** "1.65 tCO2e/t · code v2006" */
const factorSummary = (r: WasteFactorRow) =>
  `${r.factorValue ?? ''} ${r.factorUnit ?? ''} · ${r.factorCode ?? ''} ${r.factorVersion ?? ''}`.trim();

/**
 * The disposal method → emission factor mapping (`factor-map-dialog`): each of the 11 methods with
 * its factor (value, unit, code and version, source), or "no factor" (its records cannot go to an
 * inventory task). Those holding envWaste:factorMap choose another factor of the library or clear it.
 */
export function FactorMapDialog({ L, open, canMap, onClose }: Props) {
  return (
    <Modal
      open={open}
      title={L.t('factorMap.title')}
      onCancel={onClose}
      footer={null}
      width={960}
      destroyOnHidden
      wrapProps={{ 'data-testid': 'factor-map-dialog' }}
    >
      {open && <MapTable L={L} canMap={canMap} />}
    </Modal>
  );
}

function MapTable({ L, canMap }: { L: RecordLabels; canMap: boolean }) {
  const { message } = App.useApp();
  const factors = useWasteFactors();
  const map = useMapFactor();
  const [editing, setEditing] = useState<number>();
  const save = (row: WasteFactorRow, factorId: string | null) =>
    map.mutateAsync({ disposalMethod: row.disposalMethod, factorId, version: row.version }).then(
      () => {
        setEditing(undefined);
        void message.success(L.t('factorMap.saved', { method: L.disposal(row.disposalMethod) }));
      },
      (e: unknown) => void message.error(L.t('factorMap.failed', { reason: e instanceof Error ? e.message : String(e) })),
    );

  if (factors.error) return <Alert type="error" showIcon message={factors.error.message} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="info" showIcon message={L.t('factorMap.hint')} />
      <Table<WasteFactorRow>
        rowKey="disposalMethod"
        size="small"
        pagination={false}
        loading={factors.isLoading}
        dataSource={factors.data ?? []}
        columns={[
          { title: L.field('disposalMethod'), key: 'method', render: (_, r) => L.disposal(r.disposalMethod) },
          {
            title: L.t('factorMap.factor'),
            key: 'factor',
            render: (_, r) =>
              editing === r.disposalMethod ? (
                <FactorChooser L={L} onCancel={() => setEditing(undefined)} onChoose={(id) => void save(r, id)} busy={map.isPending} />
              ) : r.factorId ? (
                <Space direction="vertical" size={0} data-testid={`factor-map-${r.disposalMethod}`}>
                  <span>{r.factorName}</span>
                  <Typography.Text type="secondary">{factorSummary(r)}</Typography.Text>
                  {r.factorSource && <Typography.Text type="secondary">{r.factorSource}</Typography.Text>}
                </Space>
              ) : (
                <Tag color="orange" data-testid={`factor-map-${r.disposalMethod}`}>
                  {L.t('factorMap.none')}
                </Tag>
              ),
          },
          ...(canMap
            ? [
                {
                  title: L.t('column.actions'),
                  key: 'actions',
                  width: 160,
                  render: (_: unknown, r: WasteFactorRow) =>
                    editing === r.disposalMethod ? null : (
                      <Space>
                        <Typography.Link data-testid={`factor-map-change-${r.disposalMethod}`} onClick={() => setEditing(r.disposalMethod)}>
                          {L.t('factorMap.change')}
                        </Typography.Link>
                        {r.factorId && (
                          <Popconfirm
                            title={L.t('factorMap.clearConfirm', { method: L.disposal(r.disposalMethod) })}
                            okButtonProps={{ 'data-testid': 'factor-map-clear-ok' }}
                            onConfirm={() => save(r, null)}
                          >
                            <Typography.Link type="danger" data-testid={`factor-map-clear-${r.disposalMethod}`}>
                              {L.t('factorMap.clear')}
                            </Typography.Link>
                          </Popconfirm>
                        )}
                      </Space>
                    ),
                },
              ]
            : []),
        ]}
      />
    </Space>
  );
}

/** A factor of the library, searched by name or code. */
function FactorChooser({
  L,
  onChoose,
  onCancel,
  busy,
}: {
  L: RecordLabels;
  onChoose: (id: string) => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const { i18n } = useTranslation();
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<string>();
  const keyword = useDebounced(typed.trim(), 300);
  const found = useFactorOptions(keyword);
  const options = (found.data?.rows ?? []).map((f) => ({
    value: f.id,
    label: `${factorName(f, i18n.language)} · ${f.value} ${f.factorUnit}/${f.activityUnit} · ${f.code} ${f.factorVersion}`,
  }));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <SearchSelect
        data-testid="factor-map-select"
        value={chosen}
        onChange={setChosen}
        options={options}
        loading={found.isFetching}
        onSearch={setTyped}
        placeholder={L.t('factorMap.search')}
        style={{ width: '100%' }}
      />
      <Space>
        <Button
          type="primary"
          size="small"
          data-testid="factor-map-save"
          disabled={!chosen}
          loading={busy}
          onClick={() => chosen && onChoose(chosen)}
        >
          {L.t('action.save')}
        </Button>
        <Button size="small" data-testid="factor-map-cancel" onClick={onCancel}>
          {L.t('action.cancel')}
        </Button>
      </Space>
    </Space>
  );
}
