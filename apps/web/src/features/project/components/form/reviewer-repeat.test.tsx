import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setToken } from '../../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../../test-utils';
import { ALL_PERMISSIONS, bodiesOf, chooseOption, DETAIL, loginUser, ORG_TREE, SETTINGS } from '../test-kit';
import { ProjectFormDrawer } from './project-form-drawer';

/** Issue 29: picking the same reviewer twice failed only on submission (2031009), with no warning while choosing. */
const PEOPLE = [
  { id: '21', name: 'Supervisor Wang', account: 'wang', orgName: 'Park A', level: 'org_senior_supervisor' },
  { id: '22', name: 'Officer Chen', account: 'chen', orgName: 'BG A', level: 'business_group_owner' },
];
const WANG = 'Supervisor Wang (wang) · Park A';
const CHEN = 'Officer Chen (chen) · BG A';

const errorOf = (field: string) =>
  screen.getByTestId(`project-field-${field}`).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

describe('the reviewer pickers', () => {
  it('warn as the same person is picked for a second node, naming the other node, and clear when it changes', async () => {
    setToken('t');
    const fetch = mockFetch((path) => {
      if (path === '/getLoginUser') return ok(loginUser(ALL_PERMISSIONS));
      if (path === '/sysOrg/tree') return ok(ORG_TREE);
      if (path === '/project/settings') return ok(SETTINGS);
      if (path === '/project/reviewerCandidates') return ok(PEOPLE);
      if (path === '/project/detail') return ok({ ...DETAIL, supervisorReviewerId: '21', businessGroupReviewerId: '22' });
      return ok(null);
    });
    renderAt(<ProjectFormDrawer open projectId={DETAIL.id} onClose={() => undefined} />);
    await screen.findByTestId('project-form');
    await waitFor(() => expect(screen.getByTestId('project-field-supervisorReviewerId').textContent).toContain('Supervisor Wang'));

    await chooseOption('project-field-businessGroupReviewerId', WANG);
    await waitFor(() =>
      expect(errorOf('businessGroupReviewerId')).toBe(
        'The same person is already picked as Supervisor reviewer: an approver can be picked only once',
      ),
    );
    expect(bodiesOf(fetch, '/project/submit')).toEqual([]);

    await chooseOption('project-field-businessGroupReviewerId', CHEN);
    await waitFor(() => expect(errorOf('businessGroupReviewerId')).toBe(''));
  });
});
