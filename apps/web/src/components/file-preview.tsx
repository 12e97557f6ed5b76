import { Modal } from 'antd';

/** A file read into the browser: its name, type and object URL. */
export type PreviewFile = { name: string; mime: string; url: string };

/** A PDF in a frame, anything else (an image) as an image, as wide as there is room. */
export function FileView({ name, mime, url }: PreviewFile) {
  return mime === 'application/pdf' ? (
    <iframe title={name} src={url} style={{ width: '100%', height: '70vh', border: 0 }} />
  ) : (
    <img alt={name} src={url} style={{ maxWidth: '100%' }} />
  );
}

/** The preview of an attachment (data-testid `testId` around it), titled by its name; open while `file` is set. */
export function FilePreviewModal({ file, onClose, testId }: { file: PreviewFile | null; onClose: () => void; testId: string }) {
  return (
    <Modal open={!!file} onCancel={onClose} footer={null} width={900} title={file?.name} destroyOnHidden>
      {file && (
        <div data-testid={testId}>
          <FileView {...file} />
        </div>
      )}
    </Modal>
  );
}
