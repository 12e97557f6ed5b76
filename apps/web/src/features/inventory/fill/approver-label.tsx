import type { ReactNode } from 'react';
import { Button, Select, Space, Tag } from 'antd';
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

type PickerProps = {
  /** Testids `<prefix>-approver` (the select) and `<prefix>-add` (the button). */
  prefix: string;
  picked: string | undefined;
  onPick: (id: string | undefined) => void;
  /** The approvers offered; each option's `title` is what typing searches. */
  options: { value: string; title?: string; label: ReactNode }[];
  loading: boolean;
  placeholder: string;
  addText: ReactNode;
  /** Adds the picked approver (the button is off until one is picked). */
  onAdd: () => void;
};

/** Approvers chosen one at a time, in order: pick one, then add it (the submit dialog, the later approvers). */
export function ApproverPicker({ prefix, picked, onPick, options, loading, placeholder, addText, onAdd }: PickerProps) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        data-testid={`${prefix}-approver`}
        style={{ width: '100%' }}
        value={picked}
        onChange={onPick}
        loading={loading}
        options={options}
        placeholder={placeholder}
        showSearch
        optionFilterProp="title"
      />
      <Button data-testid={`${prefix}-add`} onClick={onAdd} disabled={!picked}>
        {addText}
      </Button>
    </Space.Compact>
  );
}
