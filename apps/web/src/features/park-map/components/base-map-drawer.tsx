import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Popconfirm, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { BASE_MAPS, displayContract, GEOJSON_EXTENSIONS, type BaseMap, type CustomBaseMap } from '@carbon/domain';
import { callUpload } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { invalidateContracts, useMutationCall } from '../../../lib/query';

const e = displayContract.endpoints;
const ACCEPT = GEOJSON_EXTENSIONS.map((x) => `.${x}`).join(',');

/** One base map: the shipped one or the approved upload in force, with upload and revert. */
function BaseMapRow({ map, custom }: { map: BaseMap; custom: CustomBaseMap | undefined }) {
  const { t } = useTranslation('parkMap');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const revert = useMutationCall(e.geoRevert);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      await callUpload(e.geoUpload, file, undefined, { map });
      await invalidateContracts(client, [displayContract]);
      void message.success(t('base.uploaded'));
    } catch (err) {
      void message.error(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      title={t(`base.${map}`)}
      data-testid={`basemap-${map}`}
      extra={
        <Space>
          <Upload accept={ACCEPT} showUploadList={false} beforeUpload={(f) => (void upload(f), false)}>
            <Button loading={busy} data-testid={`basemap-${map}-upload`}>
              {t('base.upload')}
            </Button>
          </Upload>
          {custom && (
            <Popconfirm title={t('base.revertConfirm')} onConfirm={() => revert.mutateAsync({ map })}>
              <Button danger loading={revert.isPending} data-testid={`basemap-${map}-revert`}>
                {t('base.revert')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      }
      items={
        custom
          ? [
              { key: 'file', label: t('base.file'), children: custom.fileName },
              { key: 'features', label: t('base.features'), children: custom.features },
              { key: 'by', label: t('base.uploadedBy'), children: `${custom.uploadedByName} · ${formatDateTime(custom.uploadedAt)}` },
            ]
          : [{ key: 'shipped', label: t('base.source'), children: t(`base.shipped.${map}`) }]
      }
    />
  );
}

/** The administrator's base maps: replace a shipped one with an approved GeoJSON (审图号), or go back to it. */
export function BaseMapDrawer({ customMaps, onClose }: { customMaps: readonly CustomBaseMap[]; onClose: () => void }) {
  const { t } = useTranslation('parkMap');
  return (
    <App>
      <Drawer open width={560} title={t('base.manage')} onClose={onClose} data-testid="basemap-drawer">
        <p>{t('base.note')}</p>
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          {BASE_MAPS.map((m) => (
            <BaseMapRow key={m} map={m} custom={customMaps.find((c) => c.map === m)} />
          ))}
        </Space>
      </Drawer>
    </App>
  );
}
