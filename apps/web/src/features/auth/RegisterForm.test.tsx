import { PATTERN_IDS, type RegisterFieldRule } from '@lotus/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/pages.json';
import { inEnglishSite, menuWith, permissionWithRules, renderInSite, rule, serveApi } from '../../../test/harness';
import { RegisterForm } from './RegisterForm';

/** A value that breaks each pattern variant (with the length rule 3–10 kept). */
const BAD: Record<(typeof PATTERN_IDS)[number], string> = {
  ANY: 'ab',
  ALNUM_LETTER_FIRST: '1abc',
  LETTERS_CHINESE: 'abc1',
  EMAIL: 'not-mail',
  LETTERS_OR_DIGITS: 'ab-c',
  LETTERS_AND_DIGITS: 'abcdef',
  DIGITS: '12a',
  ALNUM_UPPERCASE: 'abc123',
  ENGLISH_SPACES: 'abc1',
  NO_SPACES: 'a b c',
  CHINESE_PUNCTUATION: 'abc',
  DATE: '2024/01/01',
  KOREAN: 'abc',
  THAI: 'abc',
  THAI_ENGLISH_SPACES: 'abc1',
  JAPANESE_FULLWIDTH: 'abc',
  UPPERCASE: 'abc',
  UPPERCASE_SPACES: 'abc',
  STRONG_PASSWORD: 'abcdef1',
};

const BASE_RULES = [rule('username', 'ALNUM_LETTER_FIRST', 6, 16), rule('password', 'LETTERS_AND_DIGITS', 6, 20)];

function serve(rules: RegisterFieldRule[]) {
  const permission = permissionWithRules(rules);
  return serveApi({
    '/wps/system/permission': permission,
    '/wps/system/menu': menuWith('USERNAMEREG3'),
    '/wps/system/setting/register': permission.info.register,
    '/wps/system/countryCode': [{ countryCode: 'VN', countryDialingCode: '+84', name: 'Vietnam' }],
  });
}

async function submitWith(field: string, value: string) {
  const input = await screen.findByLabelText(field);
  fireEvent.change(input, { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
}

inEnglishSite();

describe('registration form: rule messages', () => {
  it.each(PATTERN_IDS)('shows the translated message of %s with its length', async (patternId) => {
    serve([...BASE_RULES, rule('payeeName', patternId, 3, 10, { required: false })]);
    renderInSite(<RegisterForm />);
    await submitWith('Account holder name', BAD[patternId]);
    const text = `${en.patterns[patternId]}, 3–10 characters`;
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByLabelText('Account holder name').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a single number when min equals max, and one bound when only one is set', async () => {
    serve([
      ...BASE_RULES,
      rule('qqNum', 'DIGITS', 6, 6, { required: false }),
      rule('idNumber', 'LETTERS_OR_DIGITS', 8, null, { required: false }),
      rule('wechat', 'NO_SPACES', null, 5, { required: false }),
      rule('line', 'NO_SPACES', null, null, { required: false }),
    ]);
    renderInSite(<RegisterForm />);
    fireEvent.change(await screen.findByLabelText('QQ'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('ID number'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('WeChat'), { target: { value: 'abcdefg' } });
    fireEvent.change(screen.getByLabelText('Line'), { target: { value: 'a b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Digits only, 6 characters')).toBeTruthy();
    expect(screen.getByText('Letters or digits only, at least 8 characters')).toBeTruthy();
    expect(screen.getByText('No spaces, at most 5 characters')).toBeTruthy();
    expect(screen.getByText('No spaces')).toBeTruthy();
  });

  it('shows optional fields only when enabled, marks required ones with *, and ticks the terms by default', async () => {
    serve([
      ...BASE_RULES,
      rule('email', 'EMAIL', 5, 100, { required: true }),
      rule('referralCode', 'LETTERS_OR_DIGITS', 4, 16, { required: false }),
      rule('wechat', 'NO_SPACES', 1, 50, { enabled: false }),
    ]);
    renderInSite(<RegisterForm />);
    const email = await screen.findByLabelText('E-mail');
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Referral code').getAttribute('aria-required')).toBeNull();
    expect(screen.queryByLabelText('WeChat')).toBeNull();
    expect((screen.getByRole('checkbox', { name: /I am 18 or older and agree/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    // A required field left empty, an optional one left empty is fine.
    expect(await screen.findAllByText('This field is required')).toHaveLength(4); // username, password, confirm, e-mail
  });

  it('answers a mismatched confirmation and unticked terms', async () => {
    serve(BASE_RULES);
    renderInSite(<RegisterForm />);
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'player01' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc12345' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'abc12346' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I am 18/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(screen.getByText('Please agree to the terms')).toBeTruthy();
  });
});
