import { fullNameSchema, type Profile, type ProfileUpdate } from '@lotus/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useErrorMessage } from '@/components/ErrorState';
import { Checkbox, SubmitButton, TextField } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { apiFieldError } from '@/lib/fieldMessages';
import { updateProfile } from './api';
import { Section } from './Section';

/** Profile fields of SPEC §3 that are plain text here (full name and birthday have their own inputs). */
const TEXT_FIELDS = [
  'payeeName',
  'idNumber',
  'zalo',
  'whatsapp',
  'telegram',
  'facebook',
  'line',
  'qqNum',
  'wechat',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'placeOfBirth',
] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];

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

/** 'First Last' → ['First', 'Last'] (the last name may have spaces). */
export function splitFullName(full: string | null | undefined): [string, string] {
  const v = (full ?? '').trim();
  const i = v.indexOf(' ');
  return i < 0 ? [v, ''] : [v.slice(0, i), v.slice(i + 1).trim()];
}

/** The member's profile (SPEC §3): full name as first and last name, birthday with the 21-year confirmation. */
export function ProfileSection({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const { t, i18n } = useTranslation();
  const message = useErrorMessage();
  const [first0, last0] = splitFullName(profile.fields.fullName);
  const initial = {
    nickname: profile.nickname ?? '',
    firstName: first0,
    lastName: last0,
    birthday: profile.fields.birthday ?? '',
    ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, profile.fields[f] ?? ''])),
  } as Record<'nickname' | 'firstName' | 'lastName' | 'birthday' | TextFieldName, string>;
  const [values, setValues] = useState(initial);
  const [confirmAge, setConfirmAge] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [loading, setLoading] = useState(false);

  const set = (f: keyof typeof values) => (v: string) => {
    setValues((x) => ({ ...x, [f]: v }));
    setSaved(false);
    if (errors[f]) setErrors((e) => ({ ...e, [f]: undefined }));
  };
  const birthdayChanged = values.birthday !== initial.birthday && values.birthday !== '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    setSaved(false);
    const found: Record<string, string> = {};
    const first = values.firstName.trim();
    const last = values.lastName.trim();
    const fullName = first || last ? `${first} ${last}`.trim() : '';
    if ((first || last) && !fullNameSchema.safeParse(fullName).success) {
      if (!first) found.firstName = t('form.required');
      else if (!last) found.lastName = t('form.required');
      else found.lastName = t('security.profile.fullNameRule');
      if (/\s/.test(first)) found.firstName = t('security.profile.oneWord');
    }
    if (birthdayChanged) {
      const age = ageFrom(values.birthday);
      if (Number.isNaN(age)) found.birthday = t('security.profile.birthdayInvalid');
      else if (age < ADULT_AGE) found.birthday = t('security.profile.tooYoung', { age: ADULT_AGE });
      else if (!confirmAge) found.confirmAge = t('errors.age_confirmation_required');
    }
    setErrors(found);
    if (Object.keys(found).length) return;

    // Only what changed is sent (a birthday sent again would need the confirmation again).
    const body: ProfileUpdate = {};
    if (values.nickname !== initial.nickname) body.nickname = values.nickname.trim() || null;
    if (fullName !== (profile.fields.fullName ?? '')) body.fullName = fullName || null;
    if (values.birthday !== initial.birthday) {
      body.birthday = values.birthday || null;
      if (values.birthday) body.confirmAdultAge = true;
    }
    for (const f of TEXT_FIELDS) if (values[f] !== initial[f]) body[f] = values[f].trim() || null;
    if (Object.keys(body).length === 0) {
      setSaved(true);
      return;
    }
    setLoading(true);
    try {
      const next = await updateProfile(body);
      setConfirmAge(false);
      setSaved(true);
      onSaved(next);
    } catch (err) {
      const field = apiFieldError(t, i18n.exists.bind(i18n), err);
      if (field) setErrors({ [field.field === 'fullName' ? 'lastName' : field.field]: field.message });
      else setFormError(message(err));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Section id="sc-profile" title={t('security.profile.title')} description={t('security.profile.text')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('security.profile.nickname')}
            value={values.nickname}
            onChange={set('nickname')}
            error={errors.nickname}
            maxLength={32}
            autoComplete="nickname"
          />
          <div className="hidden sm:block" />
          <TextField
            label={t('security.profile.firstName')}
            value={values.firstName}
            onChange={set('firstName')}
            error={errors.firstName}
            maxLength={50}
            autoComplete="given-name"
          />
          <TextField
            label={t('security.profile.lastName')}
            value={values.lastName}
            onChange={set('lastName')}
            error={errors.lastName}
            maxLength={50}
            autoComplete="family-name"
          />
          <div className="flex flex-col gap-2">
            <TextField
              label={t('security.profile.birthday')}
              type="date"
              value={values.birthday}
              onChange={set('birthday')}
              error={errors.birthday}
              autoComplete="bday"
            />
            {birthdayChanged && (
              <Checkbox checked={confirmAge} onChange={setConfirmAge} error={errors.confirmAge}>
                {t('security.profile.confirmAge', { age: ADULT_AGE })}
              </Checkbox>
            )}
          </div>
          {TEXT_FIELDS.map((f) => (
            <TextField
              key={f}
              label={t(`security.profile.fields.${f}`)}
              value={values[f]}
              onChange={set(f)}
              error={errors[f]}
              maxLength={f === 'address' ? 255 : 100}
            />
          ))}
        </div>
        <FormAlert message={formError} />
        <FormAlert message={saved ? t('security.profile.saved') : null} tone="success" />
        <SubmitButton loading={loading} variant="primary" className="sm:w-auto sm:self-end sm:px-10">
          {t('common.save')}
        </SubmitButton>
      </form>
    </Section>
  );
}
