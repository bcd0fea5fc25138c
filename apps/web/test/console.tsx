import { ROLE_PERMISSIONS, type OperatorRole, type OperatorSelf } from '@lotus/contracts';
import { render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { ConsoleApp } from '@/console/ConsoleApp';
import { endConsoleSession, startConsoleSession } from '@/console/session';
import { consoleTextsReady, i18n } from '@/lib/i18n';

/** A signed-in operator of `role` as GET me answers it. */
export const operatorOf = (role: OperatorRole, extra: Partial<OperatorSelf> = {}): OperatorSelf => ({
  id: 7,
  username: `${role}1`,
  displayName: `Test ${role}`,
  role,
  permissions: [...ROLE_PERMISSIONS[role]],
  brands: ['LOTUS'],
  totpEnabled: true,
  totpRequired: true,
  mustChangePassword: false,
  mustSetupTotp: false,
  kind: 'operator',
  timeZone: 'Asia/Ho_Chi_Minh',
  ...extra,
});

/** The console in English with its texts loaded; no session before, none after. */
export function inEnglishConsole() {
  beforeAll(async () => {
    await consoleTextsReady();
    await i18n.changeLanguage('en');
  });
  beforeEach(() => {
    sessionStorage.clear();
    endConsoleSession(null);
  });
  afterEach(() => {
    endConsoleSession(null);
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });
}

/** Renders the whole console at `/console<path>`, signed in with a session (token 'tok') when `signedIn`. */
export function renderConsole(path = '', { signedIn = true }: { signedIn?: boolean } = {}) {
  window.history.replaceState(null, '', `/console${path}`);
  if (signedIn) startConsoleSession({ token: 'tok', idleMinutes: 15 });
  return render(<ConsoleApp />);
}
