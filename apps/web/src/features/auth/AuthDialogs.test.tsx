import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { permissionFixture } from '../../../test/fixtures';
import { menuWith, renderInSite, serveApi } from '../../../test/harness';
import { AuthDialogs } from './AuthDialogs';
import { closeAuthDialog, openAuthDialog } from './store';

beforeEach(async () => {
  localStorage.setItem('lang', 'en');
  await i18n.changeLanguage('en');
  serveApi({ '/wps/system/permission': permissionFixture, '/wps/system/menu': menuWith() });
});
afterEach(() => {
  act(() => closeAuthDialog());
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the change-password dialog', () => {
  it('does not ask again for the default or expired password the member just signed in with', async () => {
    renderInSite(<AuthDialogs />);
    for (const forced of ['default', 'expired', 'required'] as const) {
      act(() => openAuthDialog('changePassword', { forced }));
      expect(await screen.findByLabelText('New password', {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.queryByLabelText('Current password')).toBeNull();
      act(() => closeAuthDialog());
    }
  });

  it('asks for the current password in a normal change', async () => {
    renderInSite(<AuthDialogs />);
    act(() => openAuthDialog('changePassword'));
    expect(await screen.findByLabelText('New password', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByLabelText('Current password')).toBeTruthy();
  });
});
