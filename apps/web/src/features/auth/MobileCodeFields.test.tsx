import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Form, SubmitButton } from '@/components/form';
import { i18n } from '@/lib/i18n';
import { inEnglishSite, menuWith, permissionWithRules, renderInSite, serveApi } from '../../../test/harness';
import { MobileCodeFields } from './MobileCodeFields';
import { mobileCodeFields } from './schemas';

const t = i18n.t.bind(i18n);

/** The fields in a form of their own, with the fallback mobile rule (digits, 6–15). */
function renderFields(onSend = vi.fn(async () => ({ expiredMinutes: 1 })), onSubmit = vi.fn()) {
  const permission = permissionWithRules([]);
  serveApi({
    '/wps/system/permission': permission,
    '/wps/system/menu': menuWith(),
    '/wps/system/countryCode': [{ countryCode: 'VN', countryDialingCode: '+84', name: 'Vietnam' }],
  });
  renderInSite(
    <Form
      schema={z.object(mobileCodeFields(t, []))}
      defaultValues={{ mobileNum: '', countryDialingCode: '84', verificationCode: '' }}
      onSubmit={onSubmit}
    >
      <MobileCodeFields rules={[]} onSend={onSend} />
      <SubmitButton>Go</SubmitButton>
    </Form>,
  );
  return { onSend, onSubmit };
}

inEnglishSite();

describe('MobileCodeFields', () => {
  it('sends no code to a number the mobile rule refuses, and says why under the number', async () => {
    const { onSend } = renderFields();
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/^Digits only/)).toBeTruthy();
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(onSend).not.toHaveBeenCalled();
  });

  it("sends the code to the form's trimmed number with its dialing code, and submits the three values", async () => {
    const { onSend, onSubmit } = renderFields();
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: ' 0912345678 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('0912345678', '84'));
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      mobileNum: '0912345678',
      countryDialingCode: '84',
      verificationCode: '123456',
    });
  });
});
