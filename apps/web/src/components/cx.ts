/** Joins class names, skipping falsy ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

export type ButtonVariant = 'primary' | 'gold' | 'ghost' | 'outline' | 'danger';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:opacity-50 whitespace-nowrap';
const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white hover:bg-primary-hover shadow-sm shadow-black/30',
  gold: 'bg-gradient-to-b from-gold-300 to-gold-500 text-navy-950 hover:from-gold-200 hover:to-gold-400 shadow-sm shadow-black/30',
  ghost: 'text-slate-200 hover:bg-white/5 hover:text-white',
  outline: 'border border-navy-500 text-slate-100 hover:border-gold-400 hover:text-gold-300',
  danger: 'bg-rose-600 text-white hover:bg-rose-500',
};
const SIZES = { sm: 'h-8 px-3 text-xs', md: 'h-10 px-4 text-sm', lg: 'h-12 px-6 text-base' } as const;

export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: keyof typeof SIZES = 'md',
  extra?: string,
): string {
  return cx(BASE, VARIANTS[variant], SIZES[size], extra);
}
