import { useRef, useState } from 'react';
import { App, Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { ENERGY_TYPE_UNITS, type EnergyTypeCode, type ProjectDetail, type RuleFailure } from '@carbon/domain';
import { useUnsavedGuard } from '../../../../components/use-unsaved-guard';
import { ApiError } from '../../../../lib/api';
import { fetchCall } from '../../../../lib/query';
import { projectApi, useAddProject, useEditProject, useProjectDetail, useProjectSettings, useSubmitProject } from '../../api/project-api';
import { useRunningUploads } from '../attachments';
import type { ProjectLabels } from '../labels';
import type { FactorInfo } from './form-sections';
import { bodyOf, DEFAULT_FIGURE_SETTINGS, figuresOf, submitFailuresOf, valuesOf, type ProjectValues } from './form-values';

/** The form's own fields (a failure naming another, e.g. the proposal file, is listed under the form). */
const FORM_FIELDS = new Set(Object.keys(valuesOf(undefined)).concat(Object.keys(bodyOf({}))));

const unitOf = (type: string | undefined) => (type ? (ENERGY_TYPE_UNITS[type as EnergyTypeCode] ?? '') : '');

/**
 * The project form's cycle: the live figures from the values, the emission factor defaulted from
 * the library when the energy type and organisation are chosen, save as a draft (add, then edit
 * with the version read), and submission: the domain's rules first (each failure under its
 * field), waiting for uploads, then save and submit. The drawer stays open after a save so the
 * proposal can be uploaded to the draft.
 */
export function useProjectForm(L: ProjectLabels, initial: ProjectDetail | undefined, onDone: () => void) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<ProjectValues>();
  const guard = useUnsavedGuard();
  const uploads = useRunningUploads();
  const settings = useProjectSettings();
  const add = useAddProject();
  const edit = useEditProject();
  const submit = useSubmitProject();
  const [source, setSource] = useState<ProjectDetail | undefined>(initial);
  const live = useProjectDetail(source?.id);
  const [factor, setFactor] = useState<FactorInfo>(
    initial?.emissionFactorSource ? { source: L.t('form.factorKept'), version: initial.emissionFactorSource.version } : null,
  );
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const initialValues = useRef(valuesOf(initial)).current;
  const factorSeq = useRef(0);
  const lastType = useRef(initialValues.energyType);

  const watched = Form.useWatch((all: ProjectValues) => all, form) ?? initialValues;
  const values = { ...initialValues, ...watched };
  const figures = figuresOf(values, settings.data ?? DEFAULT_FIGURE_SETTINGS);
  const current = live.data ?? source;
  const attachments = current?.attachments ?? [];

  const loadFactor = async (energyType: string, orgId: string) => {
    const seq = ++factorSeq.current;
    try {
      const found = await fetchCall(client, projectApi.defaultFactor, { energyType: energyType as EnergyTypeCode, orgId });
      if (seq !== factorSeq.current) return;
      if (!found) {
        setFactor(null);
        form.setFieldValue('emissionFactorSource', null);
        void message.info(L.t('form.noFactor'));
        return;
      }
      form.setFieldsValue({
        emissionFactor: found.emissionFactor,
        emissionFactorSource: { factorId: found.factorId, version: found.version },
        energyUnit: found.unit,
      });
      setFactor({ source: found.source, version: found.version });
      void form.validateFields(['emissionFactor', 'energyUnit']).catch(() => undefined);
    } catch (e) {
      if (seq === factorSeq.current) void message.error(e instanceof Error ? e.message : String(e));
    }
  };

  const onValuesChange = (changed: Partial<ProjectValues>, all: ProjectValues) => {
    guard.markDirty();
    if ('emissionFactor' in changed) {
      form.setFieldValue('emissionFactorSource', null);
      setFactor(null);
    }
    if ('energyType' in changed) {
      const unit = all.energyUnit ?? '';
      if (!unit || unit === unitOf(lastType.current)) form.setFieldValue('energyUnit', unitOf(all.energyType));
      lastType.current = all.energyType;
    }
    if (('energyType' in changed || 'orgId' in changed) && all.energyType && all.orgId) void loadFactor(all.energyType, all.orgId);
  };

  /** A server refusal: under the field it names when the form has it, else in the list under the form; and as a toast. */
  const placeError = (e: unknown, action: 'save' | 'submit') => {
    const text = e instanceof Error ? e.message : String(e);
    if (e instanceof ApiError && e.field) {
      if (FORM_FIELDS.has(e.field)) form.setFields([{ name: e.field as keyof ProjectValues, errors: [text] }]);
      else setProblems([text]);
    }
    void message.error(L.t(`form.${action}Failed`, { reason: text }));
  };

  const showFailures = (failures: RuleFailure[]) => {
    const textOf = (f: RuleFailure) => L.td(f.key, { ...f.params, field: L.field(f.field) });
    const onForm = failures.filter((f) => FORM_FIELDS.has(f.field));
    form.setFields(onForm.map((f) => ({ name: f.field as keyof ProjectValues, errors: [textOf(f)] })));
    setProblems(failures.filter((f) => !FORM_FIELDS.has(f.field)).map(textOf));
    const first = failures[0]!;
    void message.error(textOf(first));
    if (FORM_FIELDS.has(first.field)) form.scrollToField(first.field as keyof ProjectValues);
  };

  const persist = async (v: ProjectValues): Promise<ProjectDetail> => {
    const body = bodyOf(v);
    const saved = source
      ? await edit.mutateAsync({ ...body, id: source.id, version: Math.max(source.version, live.data?.version ?? 0) })
      : await add.mutateAsync(body);
    setSource(saved);
    guard.reset();
    return saved;
  };

  const validated = async (): Promise<ProjectValues | null> => {
    setProblems([]);
    try {
      await form.validateFields();
      return { ...initialValues, ...form.getFieldsValue(true) };
    } catch (e) {
      // the fields show their messages; the first one is also a toast and scrolled to (it may be out of sight)
      const first = (e as { errorFields?: { name: (string | number)[]; errors: string[] }[] }).errorFields?.[0];
      if (first) {
        void message.error(first.errors[0] ?? L.t('form.saveFailed', { reason: '' }));
        form.scrollToField(first.name);
      }
      return null;
    }
  };

  const onSave = async () => {
    const v = await validated();
    if (!v) return;
    setBusy('save');
    try {
      await persist(v);
      void message.success(L.t('form.savedDraft'));
    } catch (e) {
      placeError(e, 'save');
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = async () => {
    if (uploads.running > 0) return;
    const v = await validated();
    if (!v) return;
    const failures = submitFailuresOf(
      v,
      attachments.some((a) => a.kind === 'proposal'),
    );
    if (failures.length > 0) {
      showFailures(failures);
      return;
    }
    setBusy('submit');
    try {
      const saved = await persist(v);
      await submit.mutateAsync({ id: saved.id });
      void message.success(L.t('form.submitted'));
      onDone();
    } catch (e) {
      placeError(e, 'submit');
    } finally {
      setBusy(null);
    }
  };

  return {
    form,
    guard,
    uploads,
    source: current,
    initialValues,
    values,
    figures,
    discountRate: settings.data?.discountRate ?? DEFAULT_FIGURE_SETTINGS.discountRate,
    factor,
    problems,
    busy,
    attachments,
    onValuesChange,
    onSave: () => void onSave(),
    onSubmit: () => void onSubmit(),
  };
}

export type ProjectFormState = ReturnType<typeof useProjectForm>;
