import type { ReactNode } from 'react';
import { Alert, Form, Modal, Spin, type FormInstance, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Endpoint } from '@carbon/domain';
import { DialogFooter } from './dialog-submitter';
import { useEntityForm, type EntityFormMode, type EntityFormOptions, type SourceOf } from './use-entity-form';

export type EntityFormDialogProps<
  Row extends { id: string },
  Values extends object,
  D extends Endpoint | undefined,
  A extends Endpoint,
  E extends Endpoint,
> = EntityFormOptions<Row, Values, D, A, E> & {
  /**
   * data-testids: `<prefix>-dialog` (modal wrap), `<prefix>-form` (around the fields),
   * `<prefix>-submit`, `<prefix>-cancel`, `<prefix>-loading`, `<prefix>-load-error`.
   */
  prefix: string;
  title: ReactNode | ((mode: EntityFormMode) => ReactNode);
  /** The Form.Items; a function gets the mode and the source (detail or record). */
  children: ReactNode | ((state: { mode: EntityFormMode; source: SourceOf<D, Row> | undefined; form: FormInstance<Values> }) => ReactNode);
  /** Besides marking the dialog dirty (e.g. derive one field from others). */
  onValuesChange?: (changed: Partial<Values>, all: Values, form: FormInstance<Values>) => void;
  width?: number;
  /** The OK button's text (default "OK"). */
  submitText?: ReactNode;
  modalProps?: Omit<ModalProps, 'open' | 'title' | 'footer' | 'onCancel' | 'width'>;
};

function EntityFormBody<
  Row extends { id: string },
  Values extends object,
  D extends Endpoint | undefined,
  A extends Endpoint,
  E extends Endpoint,
>(props: EntityFormDialogProps<Row, Values, D, A, E>) {
  const { prefix, title, children, onValuesChange, width = 520, submitText, modalProps, dialog } = props;
  const { t } = useTranslation('components');
  const entity = useEntityForm(props);
  const { form, mode, source, loading, loadError } = entity;
  const ready = !loading && !loadError;

  let body: ReactNode;
  if (loading) body = <Spin data-testid={`${prefix}-loading`} />;
  else if (loadError)
    body = (
      <Alert type="error" showIcon data-testid={`${prefix}-load-error`} message={t('entity.loadFailed')} description={loadError.message} />
    );
  else
    body = (
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={entity.initialValues}
        onFinish={(values) => void entity.save(values)}
        onValuesChange={(changed: Partial<Values>, all: Values) => {
          dialog.markDirty();
          onValuesChange?.(changed, all, form);
        }}
      >
        <div data-testid={`${prefix}-form`}>{typeof children === 'function' ? children({ mode, source, form }) : children}</div>
      </Form>
    );

  return (
    <Modal
      maskClosable={false}
      destroyOnHidden
      {...modalProps}
      open={dialog.open}
      title={typeof title === 'function' ? title(mode) : title}
      width={width}
      onCancel={dialog.requestClose}
      wrapProps={{ 'data-testid': `${prefix}-dialog`, ...modalProps?.wrapProps }}
      footer={
        <DialogFooter
          prefix={prefix}
          onCancel={dialog.requestClose}
          onOk={() => ready && form.submit()}
          loading={entity.saving}
          okText={submitText}
        />
      }
    >
      {body}
    </Modal>
  );
}

/**
 * Add / edit dialog of one entity (see useEntityForm): renders only while `dialog.open`,
 * so every opening reads the detail afresh and starts from clean values.
 *
 * ```tsx
 * const dialog = useGuardedDialog<ExchangeRateRow>();
 * <EntityFormDialog prefix="exchangeRate" dialog={dialog} title={(m) => t(`dialog.${m}`)}
 *   detail={api.detail} initialValues={valuesOf}
 *   add={{ endpoint: api.add, body: bodyOf }} edit={{ endpoint: api.edit, body: bodyOf }}>
 *   <Form.Item name="currency" rules={[zodRule(exchangeRateFields, 'currency', t('field.currency'), t)]}>…</Form.Item>
 * </EntityFormDialog>
 * ```
 */
export function EntityFormDialog<
  Row extends { id: string },
  Values extends object,
  D extends Endpoint | undefined = undefined,
  A extends Endpoint = Endpoint,
  E extends Endpoint = Endpoint,
>(props: EntityFormDialogProps<Row, Values, D, A, E>) {
  return props.dialog.open ? <EntityFormBody<Row, Values, D, A, E> {...props} /> : null;
}
