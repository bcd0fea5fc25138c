import { openAuthDialog, type AuthDialogKind } from './store';

/** A line under an auth form that leads to another one ("No account? Register now"). */
export function SwitchDialogPrompt({ text, to, label }: { text: string; to: AuthDialogKind; label: string }) {
  return (
    <p className="text-center text-[13px] text-slate-400">
      {text}{' '}
      <button type="button" className="font-semibold text-gold-300 hover:underline" onClick={() => openAuthDialog(to)}>
        {label}
      </button>
    </p>
  );
}
