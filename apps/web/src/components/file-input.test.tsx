import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../test-utils';
import { FileInput } from './file-input';
import { FilePreviewModal, FileView } from './file-preview';

describe('FileInput', () => {
  it('hands over what was chosen, then clears itself so the same file can be chosen again', () => {
    const onFiles = vi.fn();
    const ref = createRef<HTMLInputElement>();
    renderAt(<FileInput ref={ref} testId="pick" accept=".pdf" multiple onFiles={onFiles} />);
    const input = screen.getByTestId('pick') as HTMLInputElement;
    expect(ref.current).toBe(input);
    expect(input.type).toBe('file');
    expect(input.hidden).toBe(true);
    expect(input.accept).toBe('.pdf');
    const a = new File(['a'], 'a.pdf', { type: 'application/pdf' });
    const b = new File(['b'], 'b.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [a, b] } });
    expect(onFiles).toHaveBeenCalledWith([a, b]);
    expect(input.value).toBe('');
  });

  it('says nothing when the chooser was closed without a file', () => {
    const onFiles = vi.fn();
    renderAt(<FileInput ref={createRef()} testId="pick" onFiles={onFiles} />);
    fireEvent.change(screen.getByTestId('pick'), { target: { files: [] } });
    expect(onFiles).not.toHaveBeenCalled();
  });
});

describe('FileView and FilePreviewModal', () => {
  it('shows a PDF in a frame and anything else as an image', () => {
    const { container, unmount } = renderAt(<FileView name="a.pdf" mime="application/pdf" url="blob:a" />);
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('blob:a');
    unmount();
    const view = renderAt(<FileView name="b.png" mime="image/png" url="blob:b" />);
    expect(view.container.querySelector('img')?.getAttribute('alt')).toBe('b.png');
  });

  it('opens while a file is set, titled by its name', () => {
    renderAt(<FilePreviewModal file={{ name: 'b.png', mime: 'image/png', url: 'blob:b' }} onClose={() => undefined} testId="preview" />);
    expect(screen.getByTestId('preview').querySelector('img')?.getAttribute('src')).toBe('blob:b');
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('b.png');
  });
});
