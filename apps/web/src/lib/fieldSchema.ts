import { z } from 'zod';

/**
 * A request field from contracts (whose messages are English, for developers) with the form's own
 * check in front: `check` answers the message to show (in the user's language) or null; the form's
 * value out is the field's own output (trimmed…).
 *
 *   username: withCheck(loginFormSchema.shape.username, (text) => (text.trim() ? null : t('form.required')))
 */
export const withCheck = <T extends z.ZodType<unknown, string | null | undefined>>(
  field: T,
  check: (text: string) => string | null,
) =>
  z
    .string()
    .superRefine((text, ctx) => {
      const message = check(text);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .pipe(field as unknown as z.ZodType<z.output<T>, string>);

/**
 * A request field from contracts with one message in the user's language for whatever it refuses.
 *
 *   accountNo: withMessage(bankAccountCreateBodySchema.shape.accountNo, t('money.bank.accountNoRule'))
 */
export const withMessage = <T extends z.ZodType<unknown, string>>(field: T, message: string) =>
  withCheck(field, (text) => (field.safeParse(text).success ? null : message));
