import { useEffect, useRef, useState } from 'react';
import { App, Button, Modal, Space, Tag, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { CertificateFilter, CertificateRow } from '@carbon/domain';
import { ConfirmRowDelete } from '../../../components/confirm-delete';
import { errorText, useActionMessage } from '../../../components/action-messages';
import { EntityFormDialog } from '../../../components/entity-form-dialog';
import { PageTable } from '../../../components/page-table';
import { usePerm } from '../../../components/use-perm';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { formatDateTime } from '../../../lib/format';
import { useMutationCall } from '../../../lib/query';
import { certificateApi, downloadCertificate, fetchFileUrl, formatSize } from '../api/certificate-api';
import { bodyOf, CertificateFormFields, valuesOf } from './certificate-fields';
import { LinksDrawer } from './links-drawer';
import { ShareDialog } from './share-dialog';
import { UploadDialog } from './upload-dialog';
import { FileView } from '../../../components/file-preview';
import { yearColumn } from '../../../components/year-column';
import { orgColumns } from '../../../components/org-columns';

type T = (key: string, o?: Record<string, unknown>) => string;
type Actions = {
  preview: (row: CertificateRow) => void;
  download: (row: CertificateRow) => void;
  edit?: (row: CertificateRow) => void;
  share?: (row: CertificateRow) => void;
  links?: (row: CertificateRow) => void;
  remove?: (row: CertificateRow) => Promise<void>;
};

function columns(t: T, a: Actions): ProColumns<CertificateRow>[] {
  const link = (key: string, testId: string, onClick: () => void) => (
    <Typography.Link key={key} data-testid={testId} onClick={onClick}>
      {t(`action.${key}`)}
    </Typography.Link>
  );
  return [
    yearColumn(t('field.year'), 'certificate-search-year'),
    ...orgColumns<CertificateRow>(t('field.orgId'), 'certificate-search-org'),
    {
      title: t('field.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('hint.keyword'), 'data-testid': 'certificate-search-keyword' },
    },
    { title: t('field.inventoryObject'), dataIndex: 'inventoryObject', search: false, ellipsis: true },
    { title: t('field.author'), dataIndex: 'author', search: false },
    { title: t('field.verifier'), dataIndex: 'verifier', search: false, ellipsis: true, render: (_, r) => r.verifier ?? '—' },
    {
      title: t('field.assuranceLevel'),
      dataIndex: 'assuranceLevel',
      search: false,
      render: (_, r) => (r.assuranceLevel ? t(`assurance.${r.assuranceLevel}`) : '—'),
    },
    { title: t('column.file'), dataIndex: 'fileName', search: false, ellipsis: true },
    { title: t('column.size'), dataIndex: 'fileSize', search: false, align: 'right', render: (_, r) => formatSize(r.fileSize) },
    { title: t('column.createdAt'), dataIndex: 'createdAt', search: false, render: (_, r) => formatDateTime(r.createdAt) },
    {
      title: t('column.activeShares'),
      dataIndex: 'activeShares',
      search: false,
      align: 'right',
      render: (_, r) => (r.activeShares > 0 ? <Tag color="green">{r.activeShares}</Tag> : 0),
    },
    {
      title: t('column.actions'),
      valueType: 'option',
      render: (_, r) => (
        <Space size="small" wrap>
          {link('preview', 'certificate-row-preview', () => a.preview(r))}
          {link('download', 'certificate-row-download', () => a.download(r))}
          {a.edit && link('edit', 'certificate-row-edit', () => a.edit?.(r))}
          {a.share && link('share', 'certificate-row-share', () => a.share?.(r))}
          {a.links && link('links', 'certificate-row-links', () => a.links?.(r))}
          {a.remove && (
            <ConfirmRowDelete
              title={t('delete.confirm')}
              label={t('action.delete')}
              testId="certificate-row-delete"
              okText={t('delete.ok')}
              cancelText={t('delete.cancel')}
              onConfirm={() => a.remove?.(r)}
            />
          )}
        </Space>
      ),
    },
  ];
}

/** The file of a certificate inline (PDF in a frame, images as such), through an object URL. */
function PreviewModal({ row, onClose }: { row: CertificateRow | null; onClose: () => void }) {
  const { t } = useTranslation('certificate');
  const { message } = App.useApp();
  const [url, setUrl] = useState<string | null>(null);
  // the latest close and texts, without re-reading the file on every render
  const latest = useRef({ onClose, message, t });
  latest.current = { onClose, message, t };
  useEffect(() => {
    if (!row) return;
    let made: string | null = null;
    fetchFileUrl(certificateApi.preview.path, { id: row.id })
      .then((u) => setUrl((made = u)))
      .catch((e: unknown) => {
        const { message: m, t: tr, onClose: close } = latest.current;
        void m.error(tr('preview.failed', { reason: errorText(e) }));
        close();
      });
    return () => {
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [row]);
  return (
    <Modal open={!!row} onCancel={onClose} footer={null} width={900} title={row?.fileName ?? t('preview.title')} destroyOnHidden>
      {row && url && (
        <div data-testid="certificate-preview">
          <FileView name={row.fileName} mime={row.mime} url={url} />
        </div>
      )}
    </Modal>
  );
}

/** /carbonButler/certificate: verification statements (ISO 14064-3), their files and share links. */
export function CertificatePage() {
  const { t } = useTranslation('certificate');
  const can = usePerm();
  const outcome = useActionMessage();
  const edit = useGuardedDialog<CertificateRow>();
  const remove = useMutationCall(certificateApi.delete);
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<CertificateRow | null>(null);
  const [sharing, setSharing] = useState<CertificateRow | null>(null);
  const [links, setLinks] = useState<CertificateRow | null>(null);

  const actions: Actions = {
    preview: setPreview,
    download: (r) => void downloadCertificate(r).catch((e: unknown) => outcome.failure('download', e)),
    ...(can('certificate:edit') ? { edit: (r: CertificateRow) => edit.show(r) } : {}),
    ...(can('certificate:share') ? { share: setSharing, links: setLinks } : {}),
    ...(can('certificate:delete')
      ? {
          remove: async (r: CertificateRow) => {
            try {
              await remove.mutateAsync({ id: r.id, version: r.version });
              outcome.success('delete');
            } catch (e) {
              outcome.failure('delete', e);
            }
          },
        }
      : {}),
  };

  const toolbar = () => [
    can('certificate:add') && (
      <Button key="upload" type="primary" icon={<UploadOutlined />} data-testid="certificate-upload" onClick={() => setUploading(true)}>
        {t('action.upload')}
      </Button>
    ),
  ];

  return (
    <>
      <PageTable<CertificateRow, CertificateFilter>
        testId="certificate-table"
        endpoint={certificateApi.page}
        columns={columns(t, actions)}
        toolbar={toolbar}
        headerTitle={t('title')}
      />
      <UploadDialog open={uploading} onClose={() => setUploading(false)} />
      <EntityFormDialog
        prefix="certificate"
        dialog={edit}
        width={640}
        title={t('edit.title')}
        submitText={t('edit.submit')}
        detail={certificateApi.detail}
        initialValues={valuesOf}
        edit={{ endpoint: certificateApi.edit, body: bodyOf }}
      >
        <CertificateFormFields />
      </EntityFormDialog>
      <PreviewModal row={preview} onClose={() => setPreview(null)} />
      <ShareDialog row={sharing} onClose={() => setSharing(null)} />
      <LinksDrawer row={links} onClose={() => setLinks(null)} />
    </>
  );
}
