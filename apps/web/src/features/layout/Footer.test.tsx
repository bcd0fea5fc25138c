import { screen, within } from '@testing-library/react';
import type { Permission } from '@lotus/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { menuFixture, permissionFixture } from '../../../test/fixtures';
import { renderInSite, serveApi } from '../../../test/harness';
import { Footer } from './Footer';

const permission: Permission = {
  ...permissionFixture,
  info: {
    ...permissionFixture.info,
    whitelabel: {
      ...permissionFixture.info.whitelabel,
      copyright: '© 2026 Lotus Entertainment. Bảo lưu mọi quyền.',
      copyrightEn: '© 2026 Lotus Entertainment. All rights reserved.',
      footer: {
        vendors: [{ name: 'Lotus Live', logoUrl: '/art/vendors/lotus-live.svg' }],
        payments: [
          { name: 'Ví điện tử', enName: 'E-wallet', logoUrl: '/art/payments/ewallet.svg' },
          { name: 'Thanh toán QR', enName: 'QR Pay', logoUrl: '/art/payments/qrpay.svg' },
        ],
      },
    },
  },
};

async function renderFooter(language: 'vi' | 'en') {
  localStorage.setItem('lang', language);
  await i18n.changeLanguage(language);
  serveApi({ '/wps/system/permission': permission, '/wps/system/menu': menuFixture });
  renderInSite(<Footer />);
  return screen.findByRole('contentinfo');
}

/** The payment methods' visible names, under the section of that title. */
const paymentNames = (footer: HTMLElement, title: string) =>
  within(within(footer).getByRole('region', { name: title }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Footer', () => {
  it('shows the copyright and the payment methods in Vietnamese', async () => {
    const footer = await renderFooter('vi');
    expect(within(footer).getByText('© 2026 Lotus Entertainment. Bảo lưu mọi quyền.')).toBeTruthy();
    expect(paymentNames(footer, 'Phương thức thanh toán')).toEqual(['Ví điện tử', 'Thanh toán QR']);
    expect(footer.textContent).not.toMatch(/All rights reserved|E-wallet|QR Pay/);
  });

  it('shows them in English in English', async () => {
    const footer = await renderFooter('en');
    expect(within(footer).getByText('© 2026 Lotus Entertainment. All rights reserved.')).toBeTruthy();
    expect(paymentNames(footer, 'Payment methods')).toEqual(['E-wallet', 'QR Pay']);
  });
});
