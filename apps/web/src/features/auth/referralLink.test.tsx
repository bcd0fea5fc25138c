import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglishSite, menuWith, permissionWithRules, renderInSite, rule, serveApi } from '../../../test/harness';
import { captureReferralCode } from './affiliate';
import { RegisterForm } from './RegisterForm';

/** A friend's invitation link (`/register?ref=CODE`, the referral promotion) fills the registration's referral code. */
function serve() {
  const permission = permissionWithRules([
    rule('username', 'ALNUM_LETTER_FIRST', 6, 16),
    rule('password', 'LETTERS_AND_DIGITS', 6, 20),
    rule('referralCode', 'LETTERS_OR_DIGITS', 4, 16, { required: false }),
  ]);
  serveApi({
    '/wps/system/permission': permission,
    '/wps/system/menu': menuWith('USERNAMEREG3'),
    '/wps/system/setting/register': permission.info.register,
    '/wps/system/countryCode': [{ countryCode: 'VN', countryDialingCode: '+84', name: 'Vietnam' }],
  });
}

inEnglishSite();

describe('registration from an invitation link', () => {
  it('puts the link’s code (upper-cased) in the referral code field', async () => {
    captureReferralCode('?ref=ab7k9qrt&utm=x');
    serve();
    renderInSite(<RegisterForm />);
    expect(((await screen.findByLabelText('Referral code')) as HTMLInputElement).value).toBe('AB7K9QRT');
  });

  it('ignores a code that is not 4–16 letters or digits', async () => {
    captureReferralCode('?ref=<script>');
    serve();
    renderInSite(<RegisterForm />);
    expect(((await screen.findByLabelText('Referral code')) as HTMLInputElement).value).toBe('');
  });
});
