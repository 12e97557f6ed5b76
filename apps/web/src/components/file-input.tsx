import type { RefObject } from 'react';

type Props = {
  /** The upload button opens the chooser with `ref.current?.click()`. */
  ref: RefObject<HTMLInputElement | null>;
  testId: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** What was chosen (at least one file; one without `multiple`). */
  onFiles: (files: [File, ...File[]]) => void;
};

/**
 * The hidden file input behind an upload button: hands over what was chosen, then clears itself
 * so that the same file can be chosen again (after a refusal, or to send it twice).
 */
export function FileInput({ ref, testId, accept, multiple, disabled, onFiles }: Props) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      multiple={multiple}
      hidden
      disabled={disabled}
      data-testid={testId}
      onChange={(e) => {
        const [first, ...more] = [...(e.target.files ?? [])];
        e.target.value = '';
        if (first) onFiles([first, ...more]);
      }}
    />
  );
}
