import { fullNameSchema, PROFILE_FIELDS, type Profile, type ProfileField, type ProfileUpdate } from '@lotus/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { Form, FormCheckbox, FormTextField, SubmitButton } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { useServerErrors } from '@/components/serverErrors';
import { updateProfile } from './api';
import { Section } from './Section';

/** Profile fields of SPEC §3 that are plain text here (full name and birthday have their own inputs). */
type TextFieldName = Exclude<ProfileField, 'fullName' | 'birthday'>;
const TEXT_FIELDS = PROFILE_FIELDS.filter((f): f is TextFieldName => f !== 'fullName' && f !== 'birthday');

/** SPEC §9: the birthday check is 21. */
export const ADULT_AGE = 21;

/** Whole years from a yyyy-MM-dd birthday to today; NaN for a date that does not exist. */
export function ageFrom(birthday: string, today = new Date()): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!m) return Number.NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return Number.NaN;
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() < mo - 1 || (today.getUTCMonth() === mo - 1 && today.getUTCDate() < d)) age--;
  return age;
}

/**
 * The full name is in Vietnamese order, family name first, as banks print it: 'Nguyễn Văn An' →
 * ['An', 'Nguyễn Văn'] (the given name, then the family name with any middle name).
 */
export function splitFullName(full: string | null | undefined): [string, string] {
  const v = (full ?? '').trim();
  const i = v.lastIndexOf(' ');
  return i < 0 ? [v, ''] : [v.slice(i + 1), v.slice(0, i).trim()];
}

type Values = Record<'nickname' | 'firstName' | 'lastName' | 'birthday' | TextFieldName, string> & {
  confirmAge: boolean;
};

/** The profile as the form shows it (the full name as given name and family name). */
function formValues(profile: Profile): Values {
  const [firstName, lastName] = splitFullName(profile.fields.fullName);
  return {
    nickname: profile.nickname ?? '',
    firstName,
    lastName,
    birthday: profile.fields.birthday ?? '',
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, profile.fields[f] ?? ''])) as Record<TextFieldName, string>),
    confirmAge: false,
  };
}

const fullNameOf = (v: Pick<Values, 'firstName' | 'lastName'>) => {
  const first = v.firstName.trim();
  const last = v.lastName.trim();
  return first || last ? `${last} ${first}`.trim() : '';
};

/** Only what changed is sent (a birthday sent again would need the confirmation again). */
function changes(profile: Profile, v: Values): ProfileUpdate {
  const initial = formValues(profile);
  const body: ProfileUpdate = {};
  if (v.nickname !== initial.nickname) body.nickname = v.nickname.trim() || null;
  const fullName = fullNameOf(v);
  if (fullName !== (profile.fields.fullName ?? '')) body.fullName = fullName || null;
  if (v.birthday !== initial.birthday) {
    body.birthday = v.birthday || null;
    if (v.birthday) body.confirmAdultAge = true;
  }
  for (const f of TEXT_FIELDS) if (v[f] !== initial[f]) body[f] = v[f].trim() || null;
  return body;
}

const FIELDS = ['nickname', 'firstName', 'lastName', 'birthday', 'confirmAge', ...TEXT_FIELDS];

/**
 * The member's profile (SPEC §3): full name as family name and given name (stored family name first),
 * birthday with the 21-year confirmation.
 */
export function ProfileSection({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const { t } = useTranslation();
  // The server checks the full name; the form shows its problem under the last name.
  const errors = useServerErrors(FIELDS, { rename: { fullName: 'lastName' } });
  const savedBirthday = profile.fields.birthday ?? '';
  const schema = useMemo(
    () =>
      z
        .object({
          nickname: z.string(),
          firstName: z.string(),
          lastName: z.string(),
          birthday: z.string(),
          confirmAge: z.boolean(),
          ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, z.string()])) as Record<TextFieldName, z.ZodString>),
        })
        .superRefine((v, ctx) => {
          const problem = (path: keyof Values, message: string) =>
            ctx.addIssue({ code: 'custom', path: [path], message });
          const first = v.firstName.trim();
          const last = v.lastName.trim();
          if ((first || last) && !fullNameSchema.safeParse(fullNameOf(v)).success) {
            if (!first) problem('firstName', t('form.required'));
            else if (!last) problem('lastName', t('form.required'));
            else problem('lastName', t('security.profile.fullNameRule'));
            if (/\s/.test(first)) problem('firstName', t('security.profile.oneWord'));
          }
          if (v.birthday !== savedBirthday && v.birthday !== '') {
            const age = ageFrom(v.birthday);
            if (Number.isNaN(age)) problem('birthday', t('security.profile.birthdayInvalid'));
            else if (age < ADULT_AGE) problem('birthday', t('security.profile.tooYoung', { age: ADULT_AGE }));
            else if (!v.confirmAge) problem('confirmAge', t('errors.age_confirmation_required'));
          }
        }),
    [t, savedBirthday],
  );
  const save = useMutation({
    // Nothing changed: saved without asking the server.
    mutationFn: (body: ProfileUpdate) => (Object.keys(body).length ? updateProfile(body) : Promise.resolve(null)),
    onSuccess: (next) => {
      if (next) onSaved(next);
    },
  });

  return (
    <Section id="sc-profile" title={t('security.profile.title')} description={t('security.profile.text')}>
      <Form
        schema={schema}
        defaultValues={formValues(profile)}
        onSubmit={(values, form) =>
          save.mutate(changes(profile, values), {
            onSuccess: () => form.setValue('confirmAge', false),
            onError: (e) => errors.put(form, e),
          })
        }
      >
        {(form) => {
          const birthday = form.watch('birthday');
          return (
            <>
              <OnEdit run={save.reset} />
              <div className="grid gap-4 sm:grid-cols-2">
                <FormTextField
                  name="nickname"
                  label={t('security.profile.nickname')}
                  maxLength={32}
                  autoComplete="nickname"
                />
                <div className="hidden sm:block" />
                <FormTextField
                  name="lastName"
                  label={t('security.profile.lastName')}
                  maxLength={50}
                  autoComplete="family-name"
                />
                <FormTextField
                  name="firstName"
                  label={t('security.profile.firstName')}
                  maxLength={50}
                  autoComplete="given-name"
                />
                <div className="flex flex-col gap-2">
                  <FormTextField
                    name="birthday"
                    label={t('security.profile.birthday')}
                    type="date"
                    autoComplete="bday"
                  />
                  {birthday !== savedBirthday && birthday !== '' && (
                    <FormCheckbox name="confirmAge">
                      {t('security.profile.confirmAge', { age: ADULT_AGE })}
                    </FormCheckbox>
                  )}
                </div>
                {TEXT_FIELDS.map((f) => (
                  <FormTextField
                    key={f}
                    name={f}
                    label={t(`security.profile.fields.${f}`)}
                    maxLength={f === 'address' ? 255 : 100}
                  />
                ))}
              </div>
              <FormAlert message={errors.alert(save.error)} />
              <FormAlert message={save.isSuccess ? t('security.profile.saved') : null} tone="success" />
              <SubmitButton loading={save.isPending} variant="primary" className="sm:w-auto sm:self-end sm:px-10">
                {t('common.save')}
              </SubmitButton>
            </>
          );
        }}
      </Form>
    </Section>
  );
}

/** Runs `run` when the member edits a field (the "saved" note is then out of date). */
function OnEdit({ run }: { run: () => void }) {
  const { watch } = useFormContext();
  useEffect(() => {
    const sub = watch((_, { type }) => {
      if (type === 'change') run();
    });
    return () => sub.unsubscribe();
  }, [watch, run]);
  return null;
}
