import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../test/harness';
import { BindBankAccountForm } from './BindBankAccountForm';

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

function serve(answer: (body: Record<string, unknown>) => unknown) {
  const sent: Record<string, unknown>[] = [];
  serveApi({
    '/wps/system/permission': permissionFixture,
    '/wps/system/menu': menuWith(),
    '/wps/member/bankAccounts': (_url: URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push(body);
      return answer(body);
    },
  });
  return sent;
}

inEnglishSite({ signedIn: true });

describe('BindBankAccountForm', () => {
  it('offers the profile name as banks print it, and a refused name says which one must match', async () => {
    const sent = serve(() => {
      throw {
        status: 400,
        body: {
          success: false,
          errorCode: 'payee_name_mismatch',
          message: 'server text',
          field: 'accountName',
          value: { expectedName: 'NGUYEN VAN DUC' },
        },
      };
    });
    renderInSite(
      <BindBankAccountForm payeeName="Nguyễn Văn Đức" onDone={() => undefined} onCancel={() => undefined} />,
    );
    await screen.findByRole('button', { name: 'Bind account' });
    expect(field('accountName').value).toBe('NGUYEN VAN DUC');
    fireEvent.change(field('accountNo'), { target: { value: '0123456789' } });
    fireEvent.change(field('accountName'), { target: { value: 'DUC NGUYEN VAN' } });
    fireEvent.change(field('paymentPassword'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind account' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(
      await screen.findByText(
        "The account holder's name must be NGUYEN VAN DUC: your profile's name without accents, family name first.",
      ),
    ).toBeTruthy();
  });
});
