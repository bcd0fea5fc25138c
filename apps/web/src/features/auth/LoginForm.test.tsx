import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetPublicKey } from '@/lib/jwe';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../test/harness';
import { LoginForm } from './LoginForm';

let keys: Awaited<ReturnType<typeof generateKeyPair>>;
let publicJwk: Record<string, unknown>;

beforeAll(async () => {
  keys = await generateKeyPair('RSA-OAEP-256', { extractable: true });
  publicJwk = { ...(await exportJWK(keys.publicKey)), kid: 'k', alg: 'RSA-OAEP-256', use: 'enc' };
});

const fail = (status: number, errorCode: string, value?: unknown) => {
  throw { status, body: { success: false, errorCode, message: errorCode, value } };
};

const loginInfo = {
  account: 'demo01',
  merchant: 'Lotus',
  merchantCode: 'LOTUS',
  customerId: 1,
  memberLabel: [{ labelName: 'MEMBER' }],
  isAgent: 0,
  nickname: null,
  toUpline: false,
  platform: 'W',
  lang: 'en',
  firstTimeLogin: false,
  lastLoginAt: null,
  lastLoginIp: null,
  sessionExpiresAt: '2030-01-01T00:00:00.000Z',
};

function serve(login: (form: Record<string, unknown>) => unknown, ...flags: string[]) {
  const forms: Record<string, unknown>[] = [];
  serveApi({
    '/wps/system/permission': permissionFixture,
    '/wps/system/menu': menuWith(...flags),
    '/wps/session/publicKey': publicJwk,
    '/wps/captcha': { captchaKey: 'ck', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresInSeconds: 120 },
    '/wps/session/loginInfo': loginInfo,
    '/wps/session/login': async (_url: URL, init?: RequestInit) => {
      const { payload } = JSON.parse(String(init?.body)) as { payload: string };
      const form = JSON.parse(new TextDecoder().decode((await compactDecrypt(payload, keys.privateKey)).plaintext));
      forms.push(form);
      return login(form);
    },
  });
  return forms;
}

async function submit(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

inEnglishSite();
beforeEach(() => {
  forgetPublicKey();
});

describe('login form', () => {
  it('requires username and password', async () => {
    serve(() => ({}));
    renderInSite(<LoginForm />);
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  });

  it('sends the trimmed username encrypted and stores the session', async () => {
    const forms = serve(() => ({
      token: 'tok',
      firstTimeLogin: false,
      passwordExpired: false,
      defaultPassword: false,
      mustChangePassword: false,
      username: 'demo01',
      customerId: 1,
      isAgent: 0,
      expiresAt: '2030-01-01T00:00:00.000Z',
      idleTimeoutSeconds: 1800,
    }));
    renderInSite(<LoginForm />);
    await submit('  demo01  ', 'Demo1234');
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('demo01'));
    expect(forms[0]).toMatchObject({ type: 'username', username: 'demo01', password: 'Demo1234', remember: false });
    expect(sessionStorage.getItem('token')).toBe('tok');
  });

  it('shows the image captcha when the failed login asks for it', async () => {
    serve(() => fail(401, 'account_or_password_wrong', { captchaRequired: true }), 'IMGCAPTCHA3');
    renderInSite(<LoginForm />);
    await submit('demo01', 'nope');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Wrong account or password');
    expect(await screen.findByRole('img', { name: 'Captcha picture' })).toBeTruthy();
    expect(screen.getByLabelText('Captcha')).toBeTruthy();
  });

  it('asks for a code when the server wants 2FA for a new IP', async () => {
    serve(() =>
      fail(403, 'two_factor_required', {
        challengeId: 'c1',
        methods: ['sms', 'email'],
        maskedMobile: '+84 91*****78',
        maskedEmail: 'de***@x.com',
      }),
    );
    renderInSite(<LoginForm />);
    await submit('demo01', 'Demo1234');
    expect(await screen.findByRole('heading', { name: "Confirm it's you" })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'SMS to +84 91*****78' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'E-mail to de***@x.com' })).toBeTruthy();
  });

  it('offers unlocking a locked account by SMS or e-mail', async () => {
    serve(() => fail(423, 'account_locked', { lockedUntil: '2030-01-01T00:00:00.000Z', unlockBy: ['sms', 'email'] }));
    renderInSite(<LoginForm />);
    await submit('demo01', 'Demo1234');
    expect(await screen.findByRole('heading', { name: 'Account locked' })).toBeTruthy();
    expect(screen.getByText(/locked until 2030-01-01 07:00:00/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeTruthy();
  });
});
