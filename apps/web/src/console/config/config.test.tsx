import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../../../test/harness';
import { inEnglishConsole, operatorOf, renderConsole } from '../../../test/console';

/** A page's code is a chunk of its own: the first render of it waits for the import. */
const LAZY = { timeout: 10_000 };

inEnglishConsole();

const BRANDS = [{ code: 'LOTUS', name: 'Lotus', domains: [], maintenance: false, regionRestriction: false }];
const node = (modId: string, name: string, enabled: boolean, children: unknown[] = []) => ({
  modId,
  name,
  enabled,
  effective: enabled,
  childrenNodes: children,
});
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

describe('the configuration pages', () => {
  it('switches a setting off through the settings API, for the page’s brand', async () => {
    const sent: Array<Record<string, unknown>> = [];
    serveApi({
      '/ops/auth/me': operatorOf('owner'),
      '/ops/brands': BRANDS,
      '/ops/config/settings': {
        brand: 'LOTUS',
        nodes: [
          node('LOGIN3', 'Login', false, [{ ...node('SLIDERCAPTCHA3', 'Slider captcha', true), effective: false }]),
          node('FREEPLAY3', 'Free play', true),
        ],
      },
      '/ops/config/settings/FREEPLAY3': (_url: URL, init?: RequestInit) => {
        sent.push(bodyOf(init));
        return { brand: 'LOTUS', modId: 'FREEPLAY3', name: 'Free play', enabled: false };
      },
    });
    renderConsole('/config/settings');
    const toggle = await screen.findByRole('switch', { name: 'Free play' }, LAZY);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    // A node on under a node off says so.
    expect(screen.getByText('Off above')).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(sent).toEqual([{ brand: 'LOTUS', enabled: false }]));
  });

  it('checks a registration rule before sending it and shows the server’s answer under its field', async () => {
    const sent: Array<Record<string, unknown>> = [];
    serveApi({
      '/ops/auth/me': operatorOf('owner'),
      '/ops/brands': BRANDS,
      '/ops/config/register-fields': {
        brand: 'LOTUS',
        rules: [
          {
            field: 'email',
            enabled: true,
            required: false,
            acceptedPattern: '*',
            patternId: 'EMAIL',
            minLength: null,
            maxLength: 80,
          },
        ],
      },
      '/ops/config/register-fields/email': (_url: URL, init?: RequestInit) => {
        sent.push(bodyOf(init));
        throw {
          status: 400,
          body: { success: false, errorCode: 'validation_failed', field: 'acceptedPattern', message: 'bad pattern' },
        };
      },
    });
    renderConsole('/config/registration');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit email' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Rule of email' });
    fireEvent.change(within(dialog).getByLabelText('Minimum length'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A number from 0 to 255, or empty')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Minimum length'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Accepted pattern'), { target: { value: '([a-z' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      brand: 'LOTUS',
      enabled: true,
      required: false,
      acceptedPattern: '([a-z',
      patternId: 'EMAIL',
      minLength: 5,
      maxLength: 80,
    });
    const pattern = within(dialog).getByLabelText('Accepted pattern');
    await waitFor(() => expect(pattern.getAttribute('aria-invalid')).toBe('true'));
  });

  it('sends a broadcast to named members after the operator confirms', async () => {
    const sent: Array<Record<string, unknown>> = [];
    serveApi({
      '/ops/auth/me': operatorOf('marketing'),
      '/ops/brands': BRANDS,
      '/ops/config/inbox/broadcast': (_url: URL, init?: RequestInit) => {
        sent.push(bodyOf(init));
        return { brand: 'LOTUS', id: 'b1', sent: 2 };
      },
    });
    renderConsole('/config/broadcast');
    const form = await screen.findByRole('form', { name: 'New message' }, LAZY);
    fireEvent.change(within(form).getByLabelText('Send to'), { target: { value: 'usernames' } });
    fireEvent.change(within(form).getByLabelText('Title (Vietnamese)'), { target: { value: 'Chào' } });
    fireEvent.change(within(form).getByLabelText('Title (English)'), { target: { value: 'Hello' } });
    fireEvent.change(within(form).getByLabelText('Content (Vietnamese)'), { target: { value: 'Nội dung' } });
    fireEvent.change(within(form).getByLabelText('Content (English)'), { target: { value: 'Body' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    // No usernames yet: nothing asked, nothing sent.
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Named members'), { target: { value: 'demo01, demo02' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Send this message?' });
    expect(within(confirm).getByText('2 members get it.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent to 2 members.')).toBeTruthy();
    expect(sent).toEqual([
      {
        brand: 'LOTUS',
        audience: { kind: 'usernames', usernames: ['demo01', 'demo02'] },
        title: { vi: 'Chào', en: 'Hello' },
        content: { vi: 'Nội dung', en: 'Body' },
      },
    ]);
  });
});
