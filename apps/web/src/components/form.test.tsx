import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Form, FormCheckbox, FormPasswordField, FormTextField, SubmitButton } from './form';

const schema = z.object({
  username: z.string().trim().min(1, 'Enter a username'),
  password: z.string().min(6, 'At least 6 characters'),
  remember: z.boolean(),
});

function renderForm(onSubmit = vi.fn()) {
  render(
    <Form
      schema={schema}
      defaultValues={{ username: '', password: '', remember: false }}
      onSubmit={onSubmit}
      aria-label="Sign in"
    >
      {(form) => (
        <>
          <FormTextField name="username" label="Username" required />
          <FormPasswordField name="password" label="Password" required />
          <FormCheckbox name="remember">Remember me</FormCheckbox>
          <button type="button" onClick={() => form.setError('username', { message: 'Taken' })}>
            server says
          </button>
          <SubmitButton>Go</SubmitButton>
        </>
      )}
    </Form>,
  );
  return onSubmit;
}

describe('Form', () => {
  it('shows the schema messages on submit and focuses the first invalid field, without submitting', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Enter a username')).toBeTruthy();
    expect(screen.getByText('At least 6 characters')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the parsed values (trimmed) once they are valid', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: '  demo01 ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo1234' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ username: 'demo01', password: 'Demo1234', remember: true });
  });

  it('puts a server answer on its field', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'server says' }));
    expect(await screen.findByText('Taken')).toBeTruthy();
  });
});
