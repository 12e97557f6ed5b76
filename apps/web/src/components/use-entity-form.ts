import { useState } from 'react';
import { Form, type FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contract, DataOf, Endpoint, InputOf } from '@carbon/domain';
import { ApiError, call } from '../lib/api';
import { contractOf, invalidateContracts, queryKeyOf } from '../lib/query';
import { useActionMessage } from './action-messages';
import type { GuardedDialog } from './use-unsaved-guard';

/**
 * The add / edit cycle every entity dialog repeats: load the detail by id through the
 * shared cache, start the form from it, send the optimistic-lock version back on edit,
 * call add or edit, report the outcome, place the server's failing field, invalidate the
 * contract's reads (the table on screen refreshes) and close without the unsaved warning.
 */

export type EntityFormMode = 'add' | 'edit';

/** What the form starts from: the loaded detail when a `detail` endpoint is given, else the dialog's record. */
export type SourceOf<D extends Endpoint | undefined, Row> = D extends Endpoint ? DataOf<D> : Row;

type Lock = { id: string; version?: number };

export type EntityFormOptions<
  Row extends { id: string },
  Values extends object,
  D extends Endpoint | undefined,
  A extends Endpoint,
  E extends Endpoint,
> = {
  /** From `useGuardedDialog<Row>()`: `dialog.show()` adds, `dialog.show(row)` edits. */
  dialog: GuardedDialog<Row>;
  /** Reads the full record on every opening (freshest version), e.g. `exchangeRateContract.endpoints.detail`. */
  detail?: D;
  /** The detail's input; default `{ id: row.id }`. */
  detailInput?: (row: Row) => D extends Endpoint ? InputOf<D> : never;
  /** Default: 'edit' when the dialog holds a record. 'add' with a record adds from a copy (a new factor version). */
  mode?: EntityFormMode;
  /** The form's starting values, from the source (undefined when adding from nothing). */
  initialValues: (source: SourceOf<D, Row> | undefined) => Partial<Values>;
  add?: { endpoint: A; body: (values: Values, source: SourceOf<D, Row> | undefined) => InputOf<A> };
  /** The body without `id` and `version`: they are taken from the source (the lock the user saw). */
  edit?: { endpoint: E; body: (values: Values, source: SourceOf<D, Row>) => Omit<InputOf<E>, 'id' | 'version'> };
  /** Other contracts whose reads a save changes (the endpoints' own contract is always refreshed). */
  alsoInvalidates?: readonly Contract[];
  /** The form field of the server's failing input (`ApiError.field`); default its dotted path. undefined: do not place it. */
  fieldOf?: (serverField: string) => NamePath | undefined;
  /** After a successful save and close (extra notices; the reads are already invalidated). */
  onSaved?: (result: DataOf<A> | DataOf<E>, values: Values) => void;
  /** Your own form instance (to set values from onValuesChange). */
  form?: FormInstance<Values>;
};

export type EntityForm<Values, Source> = {
  form: FormInstance<Values>;
  mode: EntityFormMode;
  /** The detail (or record) the form started from. */
  source: Source | undefined;
  /** The detail is still loading: show a spinner, not the form. */
  loading: boolean;
  /** Loading the detail failed (its message is shown instead of the form). */
  loadError: Error | null;
  saving: boolean;
  initialValues: Partial<Values>;
  /** Form `onFinish`. */
  save: (values: Values) => Promise<void>;
};

const DEFAULT_FIELD = (serverField: string): NamePath => (serverField.includes('.') ? serverField.split('.') : serverField);

/** Mount it only while the dialog is open (EntityFormDialog does): each opening reads the detail afresh. */
export function useEntityForm<
  Row extends { id: string },
  Values extends object,
  D extends Endpoint | undefined = undefined,
  A extends Endpoint = Endpoint,
  E extends Endpoint = Endpoint,
>(options: EntityFormOptions<Row, Values, D, A, E>): EntityForm<Values, SourceOf<D, Row>> {
  const { dialog, detail, detailInput, add, edit, alsoInvalidates = [], fieldOf = DEFAULT_FIELD, onSaved } = options;
  const [ownForm] = Form.useForm<Values>();
  const form = options.form ?? ownForm;
  const client = useQueryClient();
  const outcome = useActionMessage();
  const [saving, setSaving] = useState(false);
  const record = dialog.record;
  const mode: EntityFormMode = options.mode ?? (record ? 'edit' : 'add');

  const reader = detail as Endpoint | undefined;
  const input = (record && reader ? (detailInput ? detailInput(record) : { id: record.id }) : undefined) as InputOf<Endpoint>;
  const read = useQuery({
    queryKey: reader ? queryKeyOf(reader, input) : ['entityForm', 'noDetail'],
    queryFn: () => call(reader as Endpoint, input),
    enabled: !!detail && !!record,
    // The lock version must be the current one: read again on every opening.
    refetchOnMount: 'always',
  });
  // The form edits what was read when the dialog opened: a later refetch (another change
  // invalidating the contract) must not swap the lock version under the user's edits.
  const [seen, setSeen] = useState<{ data: unknown }>();
  if (!seen && read.isFetchedAfterMount && read.data !== undefined) setSeen({ data: read.data });
  const loading = !!detail && !!record && !read.isFetchedAfterMount;
  const source = (detail ? seen?.data : record) as SourceOf<D, Row> | undefined;

  /** Puts the server's message under the field it names; false when the form has no such field (then a toast says it). */
  const placeFieldError = (e: unknown): boolean => {
    if (!(e instanceof ApiError) || !e.field) return false;
    const name = fieldOf(e.field);
    if (name === undefined) return false;
    form.setFields([{ name, errors: [e.message] }]);
    return form.getFieldError(name).length > 0;
  };

  const send = async (values: Values): Promise<{ result: unknown; endpoint: Endpoint }> => {
    if (mode === 'add') {
      if (!add) throw new Error('useEntityForm: no add endpoint');
      return { result: await call(add.endpoint, add.body(values, source)), endpoint: add.endpoint };
    }
    // Never edit without the record the user saw: its version is the optimistic lock.
    if (!edit || !source) throw new Error('useEntityForm: nothing to edit');
    const held = source as unknown as Partial<Lock>;
    const lock: Lock = { id: record?.id ?? String(held.id) };
    if (typeof held.version === 'number') lock.version = held.version;
    return { result: await call(edit.endpoint, { ...edit.body(values, source), ...lock } as InputOf<E>), endpoint: edit.endpoint };
  };

  const save = async (values: Values) => {
    setSaving(true);
    try {
      const { result, endpoint } = await send(values);
      const own = contractOf(endpoint);
      void invalidateContracts(client, [...(own ? [own] : []), ...alsoInvalidates]);
      outcome.success(mode);
      dialog.close();
      onSaved?.(result as DataOf<A> | DataOf<E>, values);
    } catch (e) {
      // the message once: under its field when the form has it, else as a toast
      if (!placeFieldError(e)) outcome.failure(mode, e);
    } finally {
      setSaving(false);
    }
  };

  return {
    form,
    mode,
    source,
    loading,
    loadError: read.error,
    saving,
    initialValues: options.initialValues(source),
    save,
  };
}
