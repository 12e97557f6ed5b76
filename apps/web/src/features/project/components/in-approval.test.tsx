import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderAt, renderRoutes } from '../../../test-utils';
import { CaseDetailPage } from './detail/case-detail-page';
import { ProjectListPage } from './list/project-list-page';
import { ALL_PERMISSIONS, DETAIL, loginUser, ORG_TREE, ROW } from './test-kit';

/** Issue 29: a draft submitted for approval read 草稿 in the list and detail while the banner said it was in approval. */
const WAITING = { ...ROW, approvalStatus: 'in_approval' as const };
const WAITING_DETAIL = {
  ...DETAIL,
  approvalStatus: 'in_approval' as const,
  can: { edit: false, delete: false, submit: false, measure: false },
};

function serve() {
  setToken('t');
  return mockFetch((path) => {
    if (path === '/getLoginUser') return ok(loginUser(ALL_PERMISSIONS));
    if (path === '/sysOrg/tree') return ok(ORG_TREE);
    if (path === '/project/page') return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: 1, rows: [WAITING] });
    if (path === '/project/detail') return ok(WAITING_DETAIL);
    return ok(null);
  });
}

describe('a project in approval', () => {
  it('reads "in approval" in the list, not "draft"', async () => {
    serve();
    renderRoutes([{ path: '/list', element: <ProjectListPage /> }], '/list', 'zh-CN');
    expect((await screen.findByTestId(`project-status-${ROW.id}`)).textContent).toBe('审批中');
  });

  it('reads "in approval" in the detail beside its banner, and the upload hints say it is in approval, not a draft', async () => {
    serve();
    renderAt(<CaseDetailPage />, `/foxconn/caseDetail?id=${DETAIL.id}`, 'zh-CN');
    expect((await screen.findByTestId('project-detail-status')).textContent).toBe('审批中');
    expect(screen.getByTestId('project-detail-in-approval')).toBeTruthy();
    for (const kind of ['proposal', 'approval_material']) {
      const reason = (await screen.findByTestId(`project-upload-${kind}-reason`)).textContent ?? '';
      expect(reason, kind).toContain('审批中');
      expect(reason, kind).not.toContain('草稿');
    }
  });
});
