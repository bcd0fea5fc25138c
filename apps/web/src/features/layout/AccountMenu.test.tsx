import { IS_AGENT } from '@lotus/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { clearSession, writeSession } from '@/lib/session';
import { permissionFixture } from '../../../test/fixtures';
import { menuWith, renderInSite, serveApi } from '../../../test/harness';
import { AccountMenu } from './AccountMenu';

beforeEach(async () => {
  localStorage.setItem('lang', 'en');
  await i18n.changeLanguage('en');
  serveApi({
    '/wps/system/permission': permissionFixture,
    '/wps/system/menu': menuWith(),
    '/wps/relay/CSP_unreadCount': { count: 0 },
    '/wps/relay/MCSFE_getPlayerAvatar': { avatar: 'avatar01', avatarType: 'STATIC', url: 'avatar01' },
  });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AccountMenu in the header', () => {
  it('offers deposit and withdrawal to a member', async () => {
    writeSession({ token: 't', account: 'demo01', isAgent: 0 });
    renderInSite(<AccountMenu />);
    expect(await screen.findByTestId('header-username')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });

  it('does not offer them to a free-play account, which has only play money', async () => {
    writeSession({ token: 't', account: 'trial01', isAgent: IS_AGENT.TRIAL });
    renderInSite(<AccountMenu />);
    expect(await screen.findByTestId('header-username')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });
});
