import { z } from 'zod';
import { defineContract, idQuery, pageOf } from '../shared/index.js';
import {
  approvalCounts,
  approvalDecideRequest,
  approvalDetail,
  approvalItemRow,
  approvalPageQuery,
  approvalReassignRequest,
  approverCandidateRow,
} from './approval.schema.js';

export const APPROVAL_AUDIT_ENTITY = 'approval';

/** The approval centre (spec §6 views: I submitted, waiting for my approval, history). */
export const approvalContract = defineContract(
  'approval',
  'approvalCenter',
  {
    page: {
      method: 'GET',
      path: '/api/main/approval/page',
      permission: 'authenticated',
      query: approvalPageQuery,
      response: pageOf(approvalItemRow),
    },
    counts: { method: 'GET', path: '/api/main/approval/counts', permission: 'authenticated', response: approvalCounts },
    detail: { method: 'GET', path: '/api/main/approval/detail', permission: 'authenticated', query: idQuery, response: approvalDetail },
    decide: {
      method: 'POST',
      path: '/api/main/approval/decide',
      permission: 'approval:decide',
      body: approvalDecideRequest,
      response: approvalDetail,
      audit: APPROVAL_AUDIT_ENTITY,
      description: 'Agree or reject the current step of a flow. Only its current approver may; two decisions on one step give exactly one.',
    },
    candidates: {
      method: 'GET',
      path: '/api/main/approval/candidates',
      permission: 'authenticated',
      query: idQuery,
      response: z.array(approverCandidateRow),
      description:
        "Who may take over a flow's current step (reassign): active users holding approval:decide with the flow's organisation in their data scope, not already an approver of the flow. Only the flow's submitter may ask (2031008).",
    },
    reassign: {
      method: 'POST',
      path: '/api/main/approval/reassign',
      permission: 'authenticated',
      body: approvalReassignRequest,
      response: approvalDetail,
      audit: APPROVAL_AUDIT_ENTITY,
      description:
        'An abnormal flow (its current approver deactivated or removed): the submitter names a new approver for the current step.',
    },
  },
  // spec §5 approver "None": only a holder of approval:skip may submit without an approver (issue 25)
  ['approval:skip'],
);
