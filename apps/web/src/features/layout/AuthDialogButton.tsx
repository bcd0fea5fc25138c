import type { ReactNode } from 'react';
import { openAuthDialog, prefetchLoginForm, prefetchRegisterForm } from '@/features/auth';
import { preloadOnIntent } from '@/lib/prefetch';

const prefetchForm = { login: prefetchLoginForm, register: prefetchRegisterForm } as const;

/**
 * A sign-in or registration button of the header or the side menu: opens its dialog (after
 * `onOpen`, e.g. closing the drawer) and loads its form when pointed at, touched or focused.
 */
export function AuthDialogButton({
  kind,
  className,
  onOpen,
  children,
}: {
  kind: 'login' | 'register';
  className: string;
  onOpen?: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onOpen?.();
        openAuthDialog(kind);
      }}
      {...preloadOnIntent(prefetchForm[kind])}
    >
      {children}
    </button>
  );
}
