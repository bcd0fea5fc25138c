import { operatorCreateBodySchema, OPERATOR_ROLES } from '@lotus/contracts';
import { z } from 'zod';
import { withCheck, withMessage } from '@/lib/fieldSchema';
import type { TFunction } from '@/lib/i18n';
import { parseList } from '../format';

const shape = operatorCreateBodySchema.shape;

/** A parsed value the contract's `schema` must accept, else the form's own `message`. */
const checkedBy =
  (schema: z.ZodType, message: string) =>
  (value: unknown, ctx: z.RefinementCtx): void => {
    if (!schema.safeParse(value).success) ctx.addIssue({ code: 'custom', message });
  };

/** The brands ticked (codes), or null for every brand; at least one when not every brand. */
export const brandsField = (t: TFunction) =>
  z
    .array(z.string())
    .nullable()
    .superRefine((brands, ctx) => {
      if (brands !== null && brands.length === 0)
        ctx.addIssue({ code: 'custom', message: t('console.operators.brandsRequired') });
    })
    .superRefine(checkedBy(shape.brands, t('console.operators.brandsRule')));

/** The IP allow-list typed one address or block a line; none: any address. */
export const ipListField = (t: TFunction) =>
  z
    .string()
    .transform(parseList)
    .superRefine(checkedBy(shape.ipAllowList, t('console.operators.ipRule')));

export const roleField = z.enum(OPERATOR_ROLES);

export const displayNameField = (t: TFunction) =>
  withMessage(shape.displayName, t('console.operators.displayNameRule'));

export const passwordField = (t: TFunction) => withMessage(shape.password, t('console.account.passwordRule'));

/** The create form: the contract's body, typed as the form types it. */
export const createOperatorSchema = (t: TFunction) =>
  z.object({
    username: withCheck(shape.username, (text) =>
      !text.trim()
        ? t('form.required')
        : shape.username.safeParse(text).success
          ? null
          : t('console.operators.usernameRule'),
    ),
    displayName: displayNameField(t),
    password: passwordField(t),
    role: roleField,
    brands: brandsField(t),
    ipAllowList: ipListField(t),
    totpRequired: z.boolean(),
  });

/** The edit form's fields (the account actions are buttons of their own). */
export const editOperatorSchema = (t: TFunction) =>
  z.object({
    displayName: displayNameField(t),
    role: roleField,
    brands: brandsField(t),
    ipAllowList: ipListField(t),
  });
