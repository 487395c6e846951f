import { MAX_UPLOAD_BYTES } from '@rawi/proto';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FileDropZone } from './FileDropZone';

function fileOf(size: number, name = 'photo.png'): File {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('FileDropZone', () => {
  it("refuses a file over 10 MB with 'File size too large' and never passes it on", async () => {
    const onFile = vi.fn();
    renderWithProviders(
      <FileDropZone
        accept="image/*"
        hint="Recommended: 1920x1080px, JPG or PNG"
        uploading={false}
        onFile={onFile}
      />,
    );
    choose(fileOf(MAX_UPLOAD_BYTES + 1));
    // Announced once, by the error toast, and kept under the zone as part of its description.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('File size too large');
    expect(screen.getByRole('button', { description: /File size too large/ })).toBeTruthy();
    expect(onFile).not.toHaveBeenCalled();
  });

  it('passes on a file of exactly 10 MB', () => {
    const onFile = vi.fn();
    renderWithProviders(<FileDropZone accept="image/*" hint="hint" uploading={false} onFile={onFile} />);
    choose(fileOf(MAX_UPLOAD_BYTES));
    expect(onFile).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes a dropped file', () => {
    const onFile = vi.fn();
    renderWithProviders(<FileDropZone accept="image/*" hint="hint" uploading={false} onFile={onFile} />);
    const file = fileOf(2048);
    fireEvent.drop(screen.getByRole('button'), { dataTransfer: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('says it in Arabic too', async () => {
    renderWithProviders(<FileDropZone accept="image/*" hint="hint" uploading={false} onFile={vi.fn()} />, {
      language: 'ar',
    });
    choose(fileOf(MAX_UPLOAD_BYTES * 2));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('حجم الملف كبير جداً');
    expect(screen.getByRole('button', { description: /حجم الملف كبير جداً/ })).toBeTruthy();
  });
});
