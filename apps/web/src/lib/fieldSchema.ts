import { z } from 'zod';

/**
 * A request field from contracts (whose messages are English, for developers) with one message in the
 * user's language for whatever it refuses; the form's value out is the field's own output (trimmed…).
 *
 *   accountNo: withMessage(bankAccountCreateBodySchema.shape.accountNo, t('money.bank.accountNoRule'))
 */
export const withMessage = <T extends z.ZodType<unknown, string>>(field: T, message: string) =>
  z
    .string()
    .refine((text) => field.safeParse(text).success, message)
    .pipe(field);
