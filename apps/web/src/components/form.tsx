import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import {
  FormProvider,
  useController,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { buttonClass, cx } from './cx';
import { Spinner } from './Spinner';
import { EyeIcon, EyeOffIcon } from './icons';

const inputClass = (invalid: boolean, extra?: string) =>
  cx(
    'h-11 w-full min-w-0 rounded-lg border bg-navy-900/80 px-3 text-sm text-white placeholder:text-slate-500 outline-none transition-colors',
    'focus:border-gold-400 focus:ring-1 focus:ring-gold-400/40 disabled:opacity-60',
    invalid ? 'border-rose-500/80' : 'border-white/10 hover:border-white/20',
    extra,
  );

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'prefix'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field; marks the input invalid. */
  error?: string | null;
  /** A hint under the field when there is no error. */
  hint?: ReactNode;
  /** Shows * after the label and sets aria-required. */
  required?: boolean;
  /** Something inside the field on the right (a button). */
  trailing?: ReactNode;
  /** Something before the input on the same line (a country code picker). */
  leading?: ReactNode;
  /** Something after the input on the same line (a send-code button, a captcha image). */
  after?: ReactNode;
  className?: string;
  /** The input element, for a form that focuses the first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input with its error; fields marked * are required (SPEC §5). */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  trailing,
  leading,
  after,
  className,
  id,
  inputRef,
  ...input
}: TextFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const messageId = `${inputId}-msg`;
  const invalid = !!error;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline">
        <label htmlFor={inputId} className="text-[13px] font-medium text-slate-300">
          {label}
        </label>
        {/* Outside the label, so that the field's name is the label alone. */}
        {required && (
          <span className="ml-0.5 text-[13px] text-rose-400" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <div className="flex items-stretch gap-2">
        {leading}
        <div className="relative min-w-0 flex-1">
          <input
            ref={inputRef}
            id={inputId}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-required={required || undefined}
            aria-describedby={error || hint ? messageId : undefined}
            className={inputClass(invalid, trailing ? 'pr-11' : undefined)}
            {...input}
          />
          {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
        </div>
        {after}
      </div>
      {error ? (
        <p id={messageId} className="text-xs text-rose-300">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a show / hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="rounded-md p-2 text-slate-400 hover:text-white"
          aria-label={t('form.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeIcon size={18} /> : <EyeOffIcon size={18} />}
        </button>
      }
    />
  );
}

export function Checkbox({
  checked,
  onChange,
  children,
  error,
  className,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | null;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="flex cursor-pointer items-start gap-2.5 text-[13px] text-slate-300">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}-msg` : undefined}
          className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--color-gold-400)]"
        />
        <span>{children}</span>
      </label>
      {error && (
        <p id={`${id}-msg`} className="text-xs text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/** Tabs as a segmented control (role tablist / tab); the panel is the caller's `TabPanel`. */
export function SegmentedTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  idPrefix,
  className,
}: {
  tabs: TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  label: string;
  idPrefix: string;
  className?: string;
}) {
  const move = (dir: 1 | -1) => {
    const i = tabs.findIndex((t) => t.id === value);
    const next = tabs[(i + dir + tabs.length) % tabs.length];
    if (next) {
      onChange(next.id);
      document.getElementById(`${idPrefix}-tab-${next.id}`)?.focus();
    }
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={cx('flex gap-1 rounded-xl bg-navy-950/60 p-1 ring-1 ring-white/5', className)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') move(1);
        if (e.key === 'ArrowLeft') move(-1);
      }}
    >
      {tabs.map((tab) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            id={`${idPrefix}-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            className={cx(
              'flex-1 rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
              selected ? 'bg-primary text-white shadow' : 'text-slate-400 hover:text-white',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({
  idPrefix,
  tab,
  children,
  className,
}: {
  idPrefix: string;
  tab: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${tab}`} className={className}>
      {children}
    </div>
  );
}

/** The primary button of a form; shows a spinner and is disabled while `loading`. */
export function SubmitButton({
  loading,
  children,
  className,
  variant = 'gold',
  disabled,
  size = 'lg',
}: {
  loading?: boolean;
  children: ReactNode;
  className?: string;
  variant?: 'gold' | 'primary';
  disabled?: boolean;
  /** The site's forms use the large button; the operator console's denser pages the medium one. */
  size?: 'md' | 'lg';
}) {
  return (
    <button
      type="submit"
      disabled={loading || disabled}
      aria-busy={loading || undefined}
      className={buttonClass(variant, size, cx('w-full', className))}
    >
      {loading && <Spinner size={18} className="border-2" />}
      {children}
    </button>
  );
}

export { inputClass };

/**
 * The one way to write a form: react-hook-form with the form's zod schema (shared with the request
 * where there is one, messages already in the user's language), fields bound by name (FormTextField,
 * FormPasswordField, FormCheckbox), the first invalid field focused on submit. `onSubmit` receives
 * the parsed values; submit through a `useMutation` and show its pending state on the SubmitButton.
 *
 *   const schema = useMemo(() => z.object({ code: z.string().min(1, t('form.required')) }), [t]);
 *   const verify = useMutation({ mutationFn: (v: z.output<typeof schema>) => api.verify(v.code) });
 *   <Form schema={schema} defaultValues={{ code: '' }} onSubmit={(v) => verify.mutateAsync(v)}>
 *     <FormTextField name="code" label={t('fields.code')} required />
 *     <SubmitButton loading={verify.isPending}>{t('common.confirm')}</SubmitButton>
 *   </Form>
 *
 * A server answer about one field goes onto it with `form.setError(field, { message })`; `children`
 * may be a function of the form for that (and for values one field's rendering depends on).
 */
export function Form<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  onSubmit,
  children,
  className = 'flex flex-col gap-4',
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  validateOn = 'touched',
}: {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  onSubmit: (values: z.output<S>, form: FormApi<S>) => unknown;
  children: ReactNode | ((form: FormApi<S>) => ReactNode);
  className?: string;
  'aria-label'?: string;
  /** The id of the heading that names the form (instead of aria-label). */
  'aria-labelledby'?: string;
  /**
   * When messages first show: once a field was left (default), or only on submit, for a form whose
   * fields must not move while the player goes from one to the next. Either way they then follow
   * each keystroke.
   */
  validateOn?: 'touched' | 'submit';
}) {
  const form: FormApi<S> = useForm<z.input<S>, unknown, z.output<S>>({
    // The resolver's types cannot follow a generic schema; it parses with exactly this schema.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
    // Errors show once a field was left or the form submitted, and then follow each keystroke.
    mode: validateOn === 'submit' ? 'onSubmit' : 'onTouched',
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        className={className}
        // A rejected submit (the mutation's error) is shown by the caller from the mutation's state.
        onSubmit={(e) =>
          void form
            .handleSubmit((values) => onSubmit(values, form))(e)
            .catch(() => undefined)
        }
      >
        {typeof children === 'function' ? children(form) : children}
      </form>
    </FormProvider>
  );
}

/** The react-hook-form handle of a `<Form schema>`: its input values in, the schema's output out. */
export type FormApi<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

type BoundFieldProps<P> = Omit<P, 'value' | 'onChange' | 'error' | 'inputRef' | 'name'> & { name: string };

/**
 * The value, change handler, error and input ref of the enclosing Form's field `name`: for a field
 * of one form's own shape (a textarea with a word count); the Form* fields below use it.
 */
export function useBoundField(name: string) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name: name as Path<FieldValues> });
  return { field, error: fieldState.error?.message };
}

/** A TextField bound to the enclosing Form's field `name`. */
export function FormTextField({
  name,
  filter,
  fallbackError,
  ...props
}: BoundFieldProps<TextFieldProps> & {
  /** Keeps what the field takes while typing (digits of an account number); the schema still checks. */
  filter?: (text: string) => string;
  /** Shown when the field has no message of its own (the captcha picture failed to load). */
  fallbackError?: string | null;
}) {
  const { field, error } = useBoundField(name);
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={filter ? (v) => field.onChange(filter(v)) : field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={error ?? fallbackError}
    />
  );
}

/** A PasswordField bound to the enclosing Form's field `name`. */
export function FormPasswordField({ name, ...props }: BoundFieldProps<Omit<TextFieldProps, 'type' | 'trailing'>>) {
  const { field, error } = useBoundField(name);
  return (
    <PasswordField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={error}
    />
  );
}

/** A Checkbox bound to the enclosing Form's boolean field `name`. */
export function FormCheckbox({ name, ...props }: BoundFieldProps<Omit<Parameters<typeof Checkbox>[0], 'checked'>>) {
  const { field, error } = useBoundField(name);
  return <Checkbox {...props} checked={!!field.value} onChange={field.onChange} error={error} />;
}

/** A labelled select bound to the enclosing Form's field `name` (its options are the children, string values). */
export function FormSelect({
  name,
  label,
  children,
  className,
}: {
  name: string;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  // Taken apart: the element's ref alone goes to `ref` (the compiler's lint follows refs by object).
  const {
    field: { ref, value, onChange, onBlur },
    error,
  } = useBoundField(name);
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-[13px] font-medium text-slate-300">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        name={name}
        value={String(value ?? '')}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-msg` : undefined}
        className={inputClass(!!error)}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-msg`} className="text-xs text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A textarea bound to the enclosing Form's field `name`, with a count beside its label (`count` of the
 * text: words, characters; shown in red when `over`) and a hint under it when there is no error.
 */
export function FormTextArea({
  name,
  label,
  required,
  count,
  hint,
  rows = 4,
  maxLength,
  placeholder,
  className = 'min-h-24',
}: {
  name: string;
  label: string;
  required?: boolean;
  /** The count's text and whether the text is over its limit, from the field's current text. */
  count?: (text: string) => { text: string; over: boolean };
  hint?: string;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  /** Classes of the textarea besides the input look (its height). */
  className?: string;
}) {
  const id = useId();
  const {
    field: { ref, value, onChange, onBlur },
    error,
  } = useBoundField(name);
  const text = (value as string | undefined) ?? '';
  const counted = count?.(text);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-[13px] font-medium text-slate-300">
          {label}
          {required && (
            <span className="ml-0.5 text-rose-400" aria-hidden="true">
              *
            </span>
          )}
        </label>
        {counted && (
          <span
            data-testid={`${name}-count`}
            className={cx('text-xs tabular-nums', counted.over ? 'text-rose-300' : 'text-slate-500')}
            aria-live="polite"
          >
            {counted.text}
          </span>
        )}
      </div>
      <textarea
        ref={ref}
        id={id}
        name={name}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        rows={rows}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={!!error || undefined}
        aria-describedby={`${id}-msg`}
        placeholder={placeholder}
        className={inputClass(!!error, cx('h-auto py-2.5 leading-relaxed', className))}
      />
      <p id={`${id}-msg`} className={cx('text-xs', error ? 'text-rose-300' : 'text-slate-500')}>
        {error ?? hint}
      </p>
    </div>
  );
}
