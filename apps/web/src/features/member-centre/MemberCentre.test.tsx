import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession, writeSession } from '@/lib/session';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../test/harness';
import { defineMemberCentrePages, MemberCentre, type MemberCentrePageProps } from './index';

const info = {
  account: 'demo01',
  nickname: 'Demo',
  id: 1,
  type: 0,
  toUpline: true,
  clubLabel: { labelName: 'VIP1', rankLevel: 1 },
  memberLabel: [{ labelName: 'MEMBER' }],
};

function serve(...flags: string[]) {
  serveApi({
    '/wps/system/permission': permissionFixture,
    '/wps/system/menu': menuWith(...flags),
    '/wps/member/info': info,
  });
}

inEnglishSite({ signedIn: true });

describe('member centre', () => {
  it('shows the 15 entries with the switches on, the URL page selected, an empty state for pages not built yet', async () => {
    serve('MANUALREBATE3', 'REFERRAL3');
    renderInSite(<MemberCentre pages={{}} />, '/index?mc=depositv2');
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    const entries = within(menu).getAllByRole('button');
    expect(entries.map((b) => b.textContent)).toEqual([
      'My account',
      'My wallet',
      'Deposit',
      'Withdraw',
      'Transfer to upline',
      'Betting record',
      'Cashback',
      'Account record',
      'Profit and loss',
      'Bonus and rebate details',
      'Reward centre',
      'Invite friends',
      'Mission activity',
      'Inbox',
      'VIP rank',
    ]);
    expect(within(menu).getByRole('button', { name: 'Deposit' }).getAttribute('aria-current')).toBe('page');
    expect(within(dialog).getByTestId('member-centre-empty').textContent).toContain('Deposit');
    expect(document.body.style.pointerEvents === 'none' || document.body.hasAttribute('data-scroll-locked')).toBe(true);
  });

  it('hides cashback and referral without their switches, and renders a registered page', async () => {
    const pages = defineMemberCentrePages({
      missionLeaderboard: {
        load: async () =>
          function Body({ page }: MemberCentrePageProps) {
            return <p>Page body of {page}</p>;
          },
        badge: () => <span aria-label="3 missions">3</span>,
      },
    });
    serve();
    renderInSite(<MemberCentre pages={pages} />, '/index?mc=missionLeaderboard');
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    expect(within(menu).getAllByRole('button')).toHaveLength(13);
    expect(within(menu).queryByRole('button', { name: 'Cashback' })).toBeNull();
    // The page is loaded lazily, after the overlay opens.
    expect(await within(dialog).findByText('Page body of missionLeaderboard')).toBeTruthy();
    expect(within(menu).getByLabelText('3 missions')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull();
  });

  it('refuses a trial account with the warning', async () => {
    clearSession();
    writeSession({ token: 't', account: 'trial01', isAgent: 4 });
    serve();
    renderInSite(<MemberCentre pages={{}} />, '/index?mc=securityCenter');
    expect(await screen.findByRole('alertdialog', { name: 'Real account needed' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull();
  });
});
