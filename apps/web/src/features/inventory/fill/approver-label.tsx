import { Space, Tag } from 'antd';
import type { ApproverCandidateRow } from '@carbon/domain';
import { approvalLevelText, type T } from './labels';

/** "Name (account) · Organisation": how an approver is named in the pickers (their search text too). */
export const personText = (p: ApproverCandidateRow) => `${p.name} (${p.account}) · ${p.orgName}`;

/** An approver with their spec §6 level as a tag (the submit dialog, the task list's later approvers). */
export function ApproverLabel({ person, td }: { person: ApproverCandidateRow; td: T }) {
  return (
    <Space size={4}>
      <span>{personText(person)}</span>
      <Tag color="blue" data-testid={`approver-level-${person.id}`}>
        {approvalLevelText(td, person.level)}
      </Tag>
    </Space>
  );
}
