import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preloadGeneralModal } from '@/components/GeneralModal';
import { forgetPublicKey } from '@/lib/jwe';
import { inEnglishSite, menuWith, permissionWithRules, renderInSite, rule, serveApi } from '../../../test/harness';
import { RegisterForm } from './RegisterForm';

/**
 * Issue 33 item 15: the registration asks for one code, not "Referral code" beside "Invitation code", and
 * the new member is welcomed with the next steps.
 */
let keys: Awaited<ReturnType<typeof generateKeyPair>>;
let publicJwk: Record<string, unknown>;
beforeAll(async () => {
  await preloadGeneralModal();
  keys = await generateKeyPair('RSA-OAEP-256', { extractable: true });
  publicJwk = { ...(await exportJWK(keys.publicKey)), kid: 'k', alg: 'RSA-OAEP-256', use: 'enc' };
});

const loginInfo = {
  account: 'player01',
  merchant: 'Lotus',
  merchantCode: 'LOTUS',
  customerId: 7,
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

function serve() {
  const permission = permissionWithRules([
    rule('username', 'ALNUM_LETTER_FIRST', 6, 16),
    rule('password', 'LETTERS_AND_DIGITS', 6, 20),
    rule('affiliateCode', 'LETTERS_OR_DIGITS', 4, 16, { required: false }),
    rule('referralCode', 'LETTERS_OR_DIGITS', 4, 16, { required: false }),
  ]);
  const forms: Record<string, unknown>[] = [];
  serveApi({
    '/wps/system/permission': permission,
    '/wps/system/menu': menuWith('USERNAMEREG3'),
    '/wps/system/setting/register': permission.info.register,
    '/wps/system/countryCode': [{ countryCode: 'VN', countryDialingCode: '+84', name: 'Vietnam' }],
    '/wps/session/publicKey': publicJwk,
    '/wps/session/loginInfo': loginInfo,
    '/wps/agent/affiliate': (url: URL) => {
      if (url.searchParams.get('code') !== 'AGENT77')
        throw { status: 400, body: { success: false, errorCode: 'invitation_code_error', message: 'x' } };
      return { valid: true, affiliateCode: 'AGENT77', agentNickname: 'Agent' };
    },
    '/wps/member/register': async (_url: URL, init?: RequestInit) => {
      const { payload } = JSON.parse(String(init?.body)) as { payload: string };
      forms.push(JSON.parse(new TextDecoder().decode((await compactDecrypt(payload, keys.privateKey)).plaintext)));
      return {
        token: 'tok',
        firstTimeLogin: false,
        passwordExpired: false,
        defaultPassword: false,
        mustChangePassword: false,
        username: 'player01',
        customerId: 7,
        isAgent: 0,
        expiresAt: '2030-01-01T00:00:00.000Z',
        idleTimeoutSeconds: 1800,
      };
    },
  });
  return forms;
}

async function registerWith(code: string) {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'player01' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc12345' } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'abc12345' } });
  fireEvent.change(screen.getByLabelText('Referral code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
}

inEnglishSite();
beforeEach(() => forgetPublicKey());

describe('registration: one code field and a welcome', () => {
  it('asks for one code, sends an agent’s as the affiliate code, and welcomes with the next steps', async () => {
    const forms = serve();
    renderInSite(<RegisterForm />);
    expect(await screen.findByLabelText('Referral code')).toBeTruthy();
    expect(screen.queryByLabelText('Invitation code')).toBeNull();
    await registerWith('AGENT77');
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(forms[0]).toMatchObject({ affiliateCode: 'AGENT77' });
    expect(forms[0]!.referralCode).toBeUndefined();
    expect(await screen.findByRole('alertdialog', { name: 'Welcome, player01!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See the welcome offers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play now' })).toBeTruthy();
  });

  it('sends any other code as the referral code', async () => {
    const forms = serve();
    renderInSite(<RegisterForm />);
    await registerWith('FRIEND12');
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(forms[0]).toMatchObject({ referralCode: 'FRIEND12' });
    expect(forms[0]!.affiliateCode).toBeUndefined();
  });
});
