import type { Endpoint, InputOf } from '@carbon/domain';
import { EntityFormDialog, type EntityFormDialogProps } from '../../../components/entity-form-dialog';
import type { SourceOf } from '../../../components/use-entity-form';
import type { RecordLabels } from './labels';

type Props<Row extends { id: string }, Values extends object, D extends Endpoint, A extends Endpoint, E extends Endpoint> = Omit<
  EntityFormDialogProps<Row, Values, D, A, E>,
  'prefix' | 'title' | 'detail' | 'initialValues' | 'add' | 'edit'
> & {
  L: RecordLabels;
  /** The record's section of texts (title `<section>.add` / `.edit`) and the testids' prefix. */
  section: 'honor' | 'plan' | 'permit' | 'waste';
  /** The record's endpoints: the detail read on every opening, add and edit. */
  api: { detail: D; add: A; edit: E };
  /** The form's values of the record read (undefined when adding). */
  valuesOf: (source: SourceOf<D, Row> | undefined) => Partial<Values>;
  /** The request of the values: edit's (id and version are added), and add's unless `addBodyOf`. */
  bodyOf: (values: Values) => InputOf<A> & Omit<InputOf<E>, 'id' | 'version'>;
  /** The add request where it asks for more than edit. */
  addBodyOf?: (values: Values) => InputOf<A>;
};

/**
 * The add / edit dialog of an environmental record (honour, emergency plan, EIA project, waste):
 * its texts' section names the title and testids, its detail is read afresh on every opening.
 */
export function RecordDialog<
  Row extends { id: string },
  Values extends object,
  D extends Endpoint,
  A extends Endpoint,
  E extends Endpoint,
>({ L, section, api, valuesOf, bodyOf, addBodyOf, ...rest }: Props<Row, Values, D, A, E>) {
  return (
    <EntityFormDialog<Row, Values, D, A, E>
      prefix={section}
      title={(mode) => L.t(`${section}.${mode}`)}
      detail={api.detail}
      initialValues={valuesOf}
      add={{ endpoint: api.add, body: addBodyOf ?? bodyOf }}
      edit={{ endpoint: api.edit, body: bodyOf }}
      {...rest}
    />
  );
}
