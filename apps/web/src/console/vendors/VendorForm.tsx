import {
  GAME_CATEGORIES,
  LAUNCH_TEMPLATE_FIELDS,
  launchTemplateProblem,
  type RegisteredVendor,
} from '@lotus/contracts';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormTextField } from '@/components/form';
import { useTranslation } from '@/lib/i18n';

/**
 * What an operator says of a registered vendor, in the register form and in the edit dialog alike: its name,
 * categories, currency, launch URL template, allowed source addresses and rate of calls.
 */
const list = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

export const VENDOR_FIELDS = [
  'displayName',
  'gameTypes',
  'currency',
  'launchUrlTemplate',
  'allowedAddresses',
  'callsPerSecond',
] as const;

/** The vendor's fields checked as the server checks them, with the console's words. */
export function useVendorSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({
        displayName: z.string().trim().min(1, t('form.required')).max(64),
        gameTypes: z
          .string()
          .transform((s) => list(s.toUpperCase()))
          .pipe(
            z
              .array(z.enum(GAME_CATEGORIES, { message: t('console.vendors.categoriesRule') }))
              .min(1, t('form.required')),
          ),
        currency: z
          .string()
          .trim()
          .transform((s) => s.toUpperCase())
          .pipe(z.string().regex(/^([A-Z]{3})?$/, t('console.vendors.currencyRule'))),
        launchUrlTemplate: z
          .string()
          .trim()
          .min(1, t('form.required'))
          .refine((s) => launchTemplateProblem(s) === null, t('console.vendors.templateRule')),
        allowedAddresses: z.string().transform(list),
        callsPerSecond: z
          .string()
          .trim()
          .regex(/^\d{1,7}$/, t('console.vendors.rateRule'))
          .transform(Number)
          .pipe(z.number().int().min(1, t('console.vendors.rateRule')).max(1_000_000, t('console.vendors.rateRule'))),
      }),
    [t],
  );
}
type VendorSchema = ReturnType<typeof useVendorSchema>;

/** The form's first values: the vendor as it stands, or a new vendor's defaults. */
export function vendorFormValues(v?: RegisteredVendor): z.input<VendorSchema> {
  return {
    displayName: v?.displayName ?? '',
    gameTypes: v?.gameTypes.join(', ') ?? 'RNG',
    currency: v?.currency ?? '',
    launchUrlTemplate: v?.launchUrlTemplate ?? '',
    allowedAddresses: v?.allowedAddresses.join(', ') ?? '',
    callsPerSecond: String(v?.callsPerSecond ?? 2000),
  };
}

/** The API's body of the checked values (an empty currency: the brand's). */
export const vendorBody = <V extends z.output<VendorSchema>>(v: V) => ({ ...v, currency: v.currency || null });

export function VendorFields() {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField name="displayName" label={t('console.vendors.name')} />
      <FormTextField name="gameTypes" label={t('console.vendors.categories')} hint={GAME_CATEGORIES.join(', ')} />
      <FormTextField name="currency" label={t('console.vendors.currency')} hint={t('console.vendors.currencyHint')} />
      <FormTextField
        name="callsPerSecond"
        inputMode="numeric"
        label={t('console.vendors.rateLabel')}
        hint={t('console.vendors.rateHint')}
      />
      <div className="md:col-span-2">
        <FormTextField
          name="launchUrlTemplate"
          label={t('console.vendors.template')}
          hint={t('console.vendors.templateHint', {
            fields: LAUNCH_TEMPLATE_FIELDS.map((f) => `{${f}}`).join(' '),
          })}
          placeholder="https://games.vendor.example/launch?token={token}&game={game}&lang={lang}"
        />
      </div>
      <div className="md:col-span-2">
        <FormTextField
          name="allowedAddresses"
          label={t('console.vendors.addresses')}
          hint={t('console.vendors.addressesHint')}
        />
      </div>
    </>
  );
}
