import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serveApi } from '../../test/harness';
import { inEnglishConsole, operatorOf, renderConsole } from '../../test/console';
import { getConsoleToken } from './session';

const fail = (status: number, errorCode: string, message = errorCode, value?: unknown) => {
  throw { status, body: { success: false, errorCode, message, value } };
};

const session = { token: 'tok-2fa', idleMinutes: 15, operator: operatorOf('finance') };

/** The sign-in call's bodies, answered by `login`; GET me answers the finance operator. */
function serve(login: (body: Record<string, unknown>) => unknown) {
  const bodies: Record<string, unknown>[] = [];
  const fetch = serveApi({
    '/ops/auth/login': (_url: URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      bodies.push(body);
      return login(body);
    },
    '/ops/auth/me': operatorOf('finance'),
  });
  return { bodies, fetch };
}

async function signIn(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

inEnglishConsole();

describe('the console’s sign-in', { timeout: 30_000 }, () => {
  it('asks for username and password before calling', async () => {
    const { bodies } = serve(() => session);
    renderConsole('', { signedIn: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(bodies).toEqual([]);
  });

  it('signs in with two steps: the password, then the authenticator’s code', async () => {
    const { bodies } = serve((body) =>
      body.code === undefined
        ? fail(401, 'operator_totp_required')
        : body.code === '123456'
          ? session
          : fail(400, 'totp_code_wrong', 'Wrong code', undefined),
    );
    renderConsole('', { signedIn: false });
    await signIn(' fin.ops ', 'Finance12345');

    // Step two: the code, with a back button; the password step is gone and no error shows.
    const code = await screen.findByLabelText('Authentication code');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Enter the 6-digit code shown by your authenticator app.')).toBeTruthy();

    // The code must be six digits; letters are not taken.
    fireEvent.change(code, { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    expect(bodies).toHaveLength(1);

    // A wrong code: the server's answer in the form, still on step two.
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong code');

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('navigation', { name: 'Console navigation' }, { timeout: 10_000 })).toBeTruthy();
    expect(bodies).toEqual([
      { username: 'fin.ops', password: 'Finance12345' },
      { username: 'fin.ops', password: 'Finance12345', code: '654321' },
      { username: 'fin.ops', password: 'Finance12345', code: '123456' },
    ]);
    expect(getConsoleToken()).toBe('tok-2fa');
    expect(sessionStorage.getItem('consoleSession')).toContain('tok-2fa');
  });

  it('goes back from the code step to the password step', async () => {
    serve(() => fail(401, 'operator_totp_required'));
    renderConsole('', { signedIn: false });
    await signIn('fin.ops', 'Finance12345');
    await screen.findByLabelText('Authentication code');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
  });

  it('shows wrong credentials, a lockout and a refused address from the envelope', async () => {
    let answer = (): unknown => fail(401, 'operator_login_failed', 'server text');
    serve(() => answer());
    renderConsole('', { signedIn: false });
    await signIn('owner', 'nope');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong username, password or code');

    answer = () => fail(423, 'operator_locked', 'server text', { retryAfterSeconds: 600 });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many failed sign-ins: try again in 10 minutes.'),
    );

    answer = () => fail(423, 'operator_locked', 'server text');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This operator account is locked after repeated failed sign-ins',
      ),
    );

    answer = () => fail(403, 'operator_ip_not_allowed', 'server text');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This IP address is not allowed for this operator'),
    );
    expect(getConsoleToken()).toBeNull();
  });

  it('comes back to the sign-in with a message when the session ends on the server', async () => {
    serveApi({ '/ops/auth/me': () => fail(401, 'operator_session_invalid') });
    renderConsole('/audit');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('Your session ended. Sign in again.').getAttribute('role')).toBe('status');
    expect(getConsoleToken()).toBeNull();
    expect(sessionStorage.getItem('consoleSession')).toBeNull();
  });

  it('signs out by itself after the idle minutes without the operator’s input, telling the server', async () => {
    const fetch = serveApi({ '/ops/auth/me': operatorOf('support'), '/ops/auth/logout': null });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderConsole();
      await screen.findByRole('navigation', { name: 'Console navigation' }, { timeout: 10_000 });
      await act(() => vi.advanceTimersByTimeAsync(14 * 60_000));
      fireEvent.keyDown(window, { key: 'Tab' });
      await act(() => vi.advanceTimersByTimeAsync(14 * 60_000));
      expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
      // The clock is looked at every 15 s.
      await act(() => vi.advanceTimersByTimeAsync(75_000));
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
      expect(screen.getByText('Your session ended. Sign in again.')).toBeTruthy();
      expect(getConsoleToken()).toBeNull();
      const logout = fetch.mock.calls.find(([url]) => String(url) === '/ops/auth/logout');
      expect(new Headers(logout?.[1]?.headers).get('Authorization')).toBe('Bearer tok');
    } finally {
      vi.useRealTimers();
    }
  });
});
