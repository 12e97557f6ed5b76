import { Alert, Button, Drawer, Form, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ProjectDetail } from '@carbon/domain';
import { usePerm } from '../../../../components/use-perm';
import { call } from '../../../../lib/api';
import { queryKeyOf } from '../../../../lib/query';
import { projectApi } from '../../api/project-api';
import { AttachmentList, ProjectUpload } from '../attachments';
import { FiguresPanel } from '../figures-panel';
import { useProjectLabels, type ProjectLabels } from '../labels';
import { projectRules } from './form-rules';
import type { ProjectValues } from './form-values';
import { DescriptionSection, PeopleSection } from './form-people';
import { BasicSection, EnergySection, FormSection, InvestmentSection, PositionSection } from './form-sections';
import { useProjectForm, type ProjectFormState } from './use-project-form';

type Props = {
  open: boolean;
  /** The draft to edit; none: a new project. */
  projectId?: string;
  onClose: () => void;
};

const WIDTH = 1040;

/**
 * The project form (data-testid `project-form-drawer`): every field in groups, the automatic
 * figures as the user types, the library's emission factor, the reviewers, the files. "Save"
 * keeps a draft ("the project was saved as a draft"); "Submit" checks the spec §5 rules, waits for
 * running uploads, saves and starts the approval flow.
 */
export function ProjectFormDrawer({ open, projectId, onClose }: Props) {
  return open ? <Loader projectId={projectId} onClose={onClose} /> : null;
}

/** Reads the draft afresh on every opening (the lock version must be the current one). */
function Loader({ projectId, onClose }: { projectId?: string; onClose: () => void }) {
  const L = useProjectLabels();
  const read = useQuery({
    queryKey: queryKeyOf(projectApi.detail, { id: projectId ?? '' }),
    queryFn: () => call(projectApi.detail, { id: projectId ?? '' }),
    enabled: !!projectId,
    refetchOnMount: 'always',
  });
  if (projectId && !read.isFetchedAfterMount)
    return (
      <Drawer open width={WIDTH} title={L.t('form.title.edit')} onClose={onClose}>
        {read.error ? (
          <Alert type="error" showIcon data-testid="project-form-load-error" message={read.error.message} />
        ) : (
          <Spin data-testid="project-form-loading" />
        )}
      </Drawer>
    );
  return <ProjectForm initial={projectId ? read.data : undefined} onClose={onClose} />;
}

function Files({ L, state }: { L: ProjectLabels; state: ProjectFormState }) {
  const can = usePerm();
  const id = state.source?.id;
  const draft = !state.source || state.source.status === 'draft';
  const canUpload = can(projectApi.upload.permission);
  const noUpload = canUpload ? null : L.t('attachment.noPermission');
  return (
    <FormSection title={L.t('form.section.files')} testId="project-section-files">
      <Space direction="vertical" style={{ width: '100%', padding: '0 8px' }}>
        <ProjectUpload
          projectId={id}
          kind="proposal"
          begin={state.uploads.begin}
          disabledReason={noUpload ?? (id ? null : L.t('attachment.saveFirst'))}
        />
        <ProjectUpload
          projectId={id}
          kind="approval_material"
          begin={state.uploads.begin}
          disabledReason={noUpload ?? (draft ? L.td('error.2034006') : null)}
        />
        <AttachmentList rows={state.attachments} canDelete={() => canUpload && draft} />
      </Space>
    </FormSection>
  );
}

function ProjectForm({ initial, onClose }: { initial: ProjectDetail | undefined; onClose: () => void }) {
  const L = useProjectLabels();
  const can = usePerm();
  const state = useProjectForm(L, initial, onClose);
  const rules = projectRules(L);
  const { source, figures, values } = state;
  const canSave = can(source ? projectApi.edit.permission : projectApi.add.permission);
  const waiting = state.uploads.running > 0;
  const close = () => state.guard.confirmClose(onClose);
  const footer = (
    <Space style={{ width: '100%', justifyContent: 'flex-end' }} wrap>
      {waiting && (
        <Typography.Text type="warning" data-testid="project-form-waiting">
          {L.t('form.waitUploads')}
        </Typography.Text>
      )}
      <Button data-testid="project-form-cancel" onClick={close}>
        {L.t('action.cancel')}
      </Button>
      {canSave && (
        <Button data-testid="project-form-save" loading={state.busy === 'save'} disabled={state.busy !== null} onClick={state.onSave}>
          {L.t('form.save')}
        </Button>
      )}
      {canSave && can(projectApi.submit.permission) && (
        <Button
          type="primary"
          data-testid="project-form-submit"
          loading={state.busy === 'submit'}
          disabled={waiting || state.busy !== null}
          onClick={state.onSubmit}
        >
          {L.t('form.submit')}
        </Button>
      )}
    </Space>
  );
  return (
    <Drawer
      open
      width={WIDTH}
      maskClosable={false}
      title={source ? L.t('form.title.editNumber', { number: source.number }) : L.t('form.title.add')}
      onClose={close}
      footer={footer}
    >
      <div data-testid="project-form-drawer">
        <Typography.Paragraph type="secondary">{L.t('form.hint.required')}</Typography.Paragraph>
        <Form<ProjectValues>
          form={state.form}
          layout="vertical"
          initialValues={state.initialValues}
          onValuesChange={state.onValuesChange}
          data-testid="project-form"
        >
          <BasicSection L={L} rules={rules} />
          <PositionSection L={L} rules={rules} source={source} />
          <EnergySection L={L} rules={rules} factor={state.factor} override={!!values.override} />
          <InvestmentSection L={L} rules={rules} defaultLifetime={figures.lifetimeUsed} />
          <FormSection title={L.t('form.section.figures')} testId="project-section-figures">
            <div style={{ width: '100%', padding: '0 8px' }}>
              <FiguresPanel
                figures={figures}
                energyUnit={values.energyUnit}
                discountRate={state.discountRate}
                lifetimeUsed={figures.lifetimeUsed}
                testId="project-figure"
              />
            </div>
          </FormSection>
          <PeopleSection L={L} rules={rules} orgId={values.orgId} source={source} needsFii={figures.needsFiiReview} />
          <DescriptionSection L={L} rules={rules} />
        </Form>
        <Files L={L} state={state} />
        {state.problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 16 }}
            data-testid="project-form-problems"
            message={
              <ul style={{ margin: 0, paddingLeft: 16 }}>
                {state.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            }
          />
        )}
      </div>
    </Drawer>
  );
}
