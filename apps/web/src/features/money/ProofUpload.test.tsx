import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ProofUpload } from './ProofUpload';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const file = (name: string, head: number[], size = 1024, type = 'image/png') => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
};

function setup() {
  const onSubmit = vi.fn();
  render(<ProofUpload onSubmit={onSubmit} onCancel={() => undefined} />);
  const input = screen.getByLabelText('Proof of non-receipt (png or jpg)') as HTMLInputElement;
  const pick = (...files: File[]) => fireEvent.change(input, { target: { files } });
  return { onSubmit, input, pick };
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('ProofUpload', () => {
  it('refuses a file that is not png or jpg by its content, whatever its name', async () => {
    const { pick } = setup();
    pick(file('fake.png', [0x47, 0x49, 0x46, 0x38]));
    await screen.findByText('fake.png is not a png or jpg picture.');
    expect(screen.queryByRole('list', { name: 'Selected pictures' })).toBeNull();
  });

  it('refuses a picture over 5 MB', async () => {
    const { pick } = setup();
    pick(file('big.jpg', JPG_HEAD, 5 * 1024 * 1024 + 1, 'image/jpeg'));
    await screen.findByText('big.jpg is larger than 5 MB.');
  });

  it('keeps at most 3 pictures and sends them with the remark', async () => {
    const { pick, onSubmit, input } = setup();
    pick(
      file('a.png', PNG_HEAD),
      file('b.jpg', JPG_HEAD, 2048, 'image/jpeg'),
      file('c.png', PNG_HEAD),
      file('d.png', PNG_HEAD),
    );
    await screen.findByText('At most 3 pictures.');
    const list = screen.getByRole('list', { name: 'Selected pictures' });
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(input.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    expect(list.querySelectorAll('li')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Remark (optional)'), { target: { value: 'nothing arrived' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [files, remark] = onSubmit.mock.calls[0] as [File[], string];
    expect(files.map((f) => f.name)).toEqual(['a.png', 'c.png']);
    expect(remark).toBe('nothing arrived');
  });

  it('asks for at least one picture', async () => {
    const { onSubmit } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The form's schema checks asynchronously (the zod resolver).
    expect(await screen.findByText('Add at least one picture.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
