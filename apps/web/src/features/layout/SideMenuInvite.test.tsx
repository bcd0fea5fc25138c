import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../test/harness';
import { SideMenu } from './SideMenu';

/** The side menu's invite-and-earn entry follows the referral promotion's switch (SPEC §2, §6). */
inEnglishSite();

describe('the side menu’s invite and earn', () => {
  it('shows while the referral promotion is on', async () => {
    serveApi({ '/wps/system/permission': permissionFixture, '/wps/system/menu': menuWith('REFERRAL3') });
    renderInSite(<SideMenu />);
    expect(await screen.findByRole('button', { name: 'Invite & earn' })).toBeTruthy();
  });

  it('is left out while it is off', async () => {
    serveApi({ '/wps/system/permission': permissionFixture, '/wps/system/menu': menuWith() });
    renderInSite(<SideMenu />);
    expect(await screen.findByRole('link', { name: 'Promotions' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite & earn' })).toBeNull();
  });
});
