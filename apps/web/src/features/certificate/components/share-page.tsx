import { useEffect, useState } from 'react';
import { Descriptions, Result, Spin } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { certificateContract, type SharedCertificate } from '@carbon/domain';
import { call } from '../../../lib/api';
import { formatDateTime, formatYear } from '../../../lib/format';
import { loadActiveLocale } from '../../../lib/i18n';
import { fetchFileUrl, formatSize } from '../api/file-url';
import './share-page.css';

const e = certificateContract.endpoints;
type State = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; cert: SharedCertificate };

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The statement's file inline: a PDF in a frame, an image as such, and a link to save it. */
function SharedFile({ token, cert }: { token: string; cert: SharedCertificate }) {
  const { t } = useTranslation('certificate');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    fetchFileUrl(e.sharedFile.path, { token })
      .then((u) => setUrl((made = u)))
      .catch((err: unknown) => setFailed(messageOf(err)));
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [token]);
  if (failed) return <p data-testid="share-file-failed">{t('public.fileFailed', { reason: failed })}</p>;
  if (!url) return <Spin />;
  return (
    <div data-testid="share-file">
      {cert.mime === 'application/pdf' ? (
        <iframe title={cert.fileName} src={url} className="share-page__frame" />
      ) : (
        <img alt={cert.fileName} src={url} className="share-page__image" />
      )}
      <a href={url} download={cert.fileName} data-testid="share-file-download">
        {t('public.openFile', { name: cert.fileName })}
      </a>
    </div>
  );
}

/**
 * /share/certificate/:token — the read-only page a share link opens, without sign-in and
 * outside the signed-in shell (its chunk loads neither the shell nor the contracts' cache).
 * The server logs every opening; an unknown, expired or revoked link shows the server's reason.
 */
export function ShareCertificatePage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('certificate');
  const [texts, setTexts] = useState(false);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    // the page's texts are in the rest of the language (the entry loads only the sign-in part first)
    void loadActiveLocale()
      .catch(() => undefined)
      .then(() => setTexts(true));
  }, []);
  useEffect(() => {
    call(e.shared, { token }, { skipAuthHandling: true })
      .then((cert) => setState({ kind: 'ready', cert }))
      .catch((err: unknown) => setState({ kind: 'failed', message: messageOf(err) }));
  }, [token]);

  if (!texts || state.kind === 'loading') {
    return (
      <main className="share-page" data-testid="share-loading">
        <Spin />
      </main>
    );
  }
  if (state.kind === 'failed') {
    return (
      <main className="share-page" data-testid="share-page">
        <Result status="warning" title={t('public.unavailable')} subTitle={<span data-testid="share-error">{state.message}</span>} />
      </main>
    );
  }
  const c = state.cert;
  const text = (v: string | null) => v ?? '—';
  return (
    <main className="share-page" data-testid="share-page">
      <h1 className="share-page__title">{t('public.title')}</h1>
      <p className="share-page__note">{t('public.readOnly', { at: formatDateTime(c.expiresAt) })}</p>
      <Descriptions bordered column={1} size="small" data-testid="share-fields">
        <Descriptions.Item label={t('field.orgId')}>{c.orgName}</Descriptions.Item>
        <Descriptions.Item label={t('field.year')}>{formatYear(c.year)}</Descriptions.Item>
        <Descriptions.Item label={t('field.inventoryObject')}>{c.inventoryObject}</Descriptions.Item>
        <Descriptions.Item label={t('field.author')}>{c.author}</Descriptions.Item>
        <Descriptions.Item label={t('field.verifier')}>{text(c.verifier)}</Descriptions.Item>
        <Descriptions.Item label={t('field.assuranceLevel')}>
          {c.assuranceLevel ? t(`assurance.${c.assuranceLevel}`) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.criteria')}>{text(c.criteria)}</Descriptions.Item>
        <Descriptions.Item label={t('field.materiality')}>{text(c.materiality)}</Descriptions.Item>
        <Descriptions.Item label={t('field.opinion')}>{text(c.opinion)}</Descriptions.Item>
        <Descriptions.Item label={t('field.remark')}>{text(c.remark)}</Descriptions.Item>
        <Descriptions.Item label={t('public.file')}>
          {c.fileName} ({formatSize(c.fileSize)})
        </Descriptions.Item>
        <Descriptions.Item label={t('public.uploaded')}>{formatDateTime(c.createdAt)}</Descriptions.Item>
      </Descriptions>
      <SharedFile token={token} cert={c} />
    </main>
  );
}
