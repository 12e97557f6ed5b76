import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';

type Props = {
  /** The server's message that someone else saved first (none: nothing shown). */
  conflict: string | null | undefined;
  /** Testids `<prefix>-conflict` (the message) and `<prefix>-reload` (the button). */
  prefix: string;
  /** Reads the current version again (the form's changes are lost). */
  onReload: () => void;
  reloadText: ReactNode;
};

/**
 * The warning of an edit refused because the record changed since it was read (optimistic lock),
 * with the button that reads it again; usable inside a disabled form.
 */
export function ConflictAlert({ conflict, prefix, onReload, reloadText }: Props) {
  if (!conflict) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      message={<span data-testid={`${prefix}-conflict`}>{conflict}</span>}
      action={
        <Button size="small" disabled={false} data-testid={`${prefix}-reload`} onClick={onReload}>
          {reloadText}
        </Button>
      }
    />
  );
}
