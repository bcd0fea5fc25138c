import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '@/lib/session';
import { menuFixture, permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, renderInSite, serveApi } from '../../../test/harness';
import { useActionGuard } from './guard';
import { closeAuthDialog, getAuthDialog } from './store';

function Guarded({ action }: { action: () => void }) {
  const guard = useActionGuard();
  return (
    <button type="button" onClick={() => guard(action)}>
      Deposit
    </button>
  );
}

inEnglishSite();
beforeEach(() => {
  serveApi({ '/wps/system/permission': permissionFixture, '/wps/system/menu': menuFixture });
});
afterEach(() => {
  closeAuthDialog();
});

describe('useActionGuard', () => {
  it('opens the login popup, with "not logged in", when there is no token', async () => {
    const action = vi.fn();
    renderInSite(<Guarded action={action} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(action).not.toHaveBeenCalled();
    expect(getAuthDialog()).toEqual({ kind: 'login', reason: 'notLoggedIn' });
  });

  it('blocks a trial account (isAgent 4) with the in_need_true_account warning', async () => {
    writeSession({ token: 't', account: 'trial01', isAgent: 4 });
    const action = vi.fn();
    renderInSite(<Guarded action={action} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Real account needed' });
    expect(warning.textContent).toContain('This is a trial account. Please register a real account');
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(action).not.toHaveBeenCalled();
    expect(getAuthDialog()).toBeNull();
  });

  it('runs the action for a member', async () => {
    writeSession({ token: 't', account: 'demo01', isAgent: 0 });
    const action = vi.fn();
    renderInSite(<Guarded action={action} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(action).toHaveBeenCalledTimes(1);
  });
});
