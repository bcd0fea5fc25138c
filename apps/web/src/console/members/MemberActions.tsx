import { amountInputSchema, opsMemberLockBodySchema, type OpsMemberProfile } from '@lotus/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { buttonClass } from '@/components/cx';
import { SiteDialog } from '@/components/Dialog';
import { FormAlert } from '@/components/FormAlert';
import { Form, FormSelect, FormTextArea, FormTextField } from '@/components/form';
import { useConfirm } from '@/components/GeneralModal';
import { useErrorMessage } from '@/components/ErrorState';
import { useServerErrors } from '@/components/serverErrors';
import { withMessage } from '@/lib/fieldSchema';
import { useTranslation } from '@/lib/i18n';
import { useCan } from '../operator';
import { membersApi } from './membersApi';
import { memberKeys } from './queries';
import { useMoney } from './shared';
import { FormFooter } from '../FormFooter';

/** Everything cached about the member (profile, statement, sessions…) is read again after a change. */
function useRefreshMember(id: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: memberKeys.member(id) }),
      client.invalidateQueries({ queryKey: memberKeys.adjustments }),
    ]);
}

/** A button that opens a dialog; `children` renders only while it is open and gets `close`. */
function DialogAction({
  label,
  variant,
  title,
  description,
  onOpen,
  children,
}: {
  label: string;
  variant: 'primary' | 'outline' | 'danger';
  title: string;
  description?: string;
  /** Called each time the dialog opens: a fresh start (request key, last result). */
  onOpen?: () => void;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const show = (next: boolean) => {
    setOpen(next);
    if (next) onOpen?.();
  };
  return (
    <>
      <button type="button" className={buttonClass(variant, 'sm')} onClick={() => show(true)}>
        {label}
      </button>
      <SiteDialog open={open} onOpenChange={show} title={title} description={description} size="md">
        {open && children(() => show(false))}
      </SiteDialog>
    </>
  );
}

/** The outcome of a dialog's action, with the button that closes it. */
function DoneNotice({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 p-5" role="status">
      {children}
      <div className="flex justify-end">
        <button type="button" className={buttonClass('primary', 'md')} onClick={onDone}>
          {t('console.members.done')}
        </button>
      </div>
    </div>
  );
}

/** Lock (with a reason: ends the member's sessions) or unlock (a confirmation). */
function LockAction({ member }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const refresh = useRefreshMember(member.id);
  const message = useErrorMessage();
  const errors = useServerErrors(['reason']);
  const schema = useMemo(
    () => z.object({ reason: withMessage(opsMemberLockBodySchema.shape.reason, t('console.members.reasonRule')) }),
    [t],
  );
  const lock = useMutation({ mutationFn: (reason: string) => membersApi.lock(member.id, reason), onSuccess: refresh });
  const unlock = useMutation({ mutationFn: () => membersApi.unlock(member.id), onSuccess: refresh });
  if (member.status !== 'active') {
    return (
      <>
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          disabled={unlock.isPending}
          onClick={async () => {
            if (
              await confirm({
                title: t('console.members.unlockTitle', { name: member.username }),
                content: t('console.members.unlockText'),
                confirm: t('console.members.unlock'),
              })
            )
              unlock.mutate();
          }}
        >
          {t('console.members.unlock')}
        </button>
        {unlock.error && <FormAlert message={message(unlock.error)} />}
      </>
    );
  }
  const title = t('console.members.lockTitle', { name: member.username });
  return (
    <DialogAction
      label={t('console.members.lock')}
      variant="danger"
      title={title}
      description={t('console.members.lockText')}
      onOpen={() => lock.reset()}
    >
      {(close) => (
        <Form
          schema={schema}
          defaultValues={{ reason: '' }}
          onSubmit={(v, form) => lock.mutate(v.reason, { onSuccess: close, onError: (e) => errors.put(form, e) })}
          aria-label={title}
          className="flex flex-col gap-4 p-5"
        >
          <FormTextArea name="reason" label={t('console.members.reason')} required rows={3} maxLength={500} />
          <FormFooter
            alert={errors.alert(lock.error)}
            pending={lock.isPending}
            label={t('console.members.lock')}
            onCancel={close}
          />
        </Form>
      )}
    </DialogAction>
  );
}

/** A temporary password: shown once here, or sent by SMS or e-mail. */
function PasswordAction({ member }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const refresh = useRefreshMember(member.id);
  const errors = useServerErrors(['deliver']);
  const schema = useMemo(() => z.object({ deliver: z.enum(['show', 'sms', 'email']) }), []);
  const reset = useMutation({
    mutationFn: (deliver: 'show' | 'sms' | 'email') => membersApi.resetPassword(member.id, deliver),
    onSuccess: refresh,
  });
  const title = t('console.members.resetTitle', { name: member.username });
  return (
    <DialogAction
      label={t('console.members.resetPassword')}
      variant="outline"
      title={title}
      description={t('console.members.resetText')}
      onOpen={() => reset.reset()}
    >
      {(close) =>
        reset.data ? (
          <DoneNotice onDone={close}>
            {reset.data.temporaryPassword ? (
              <>
                <p className="text-sm text-slate-300">{t('console.members.tempShown')}</p>
                <code className="rounded bg-navy-950 px-3 py-2 text-center font-mono text-lg tracking-wider text-gold-200 select-all">
                  {reset.data.temporaryPassword}
                </code>
              </>
            ) : (
              <p className="text-sm text-slate-300">
                {t('console.members.tempSent', { by: t(`console.members.deliver.${reset.data.deliveredBy}`) })}
              </p>
            )}
          </DoneNotice>
        ) : (
          <Form
            schema={schema}
            defaultValues={{ deliver: 'show' }}
            onSubmit={(v, form) => reset.mutate(v.deliver, { onError: (e) => errors.put(form, e) })}
            aria-label={title}
            className="flex flex-col gap-4 p-5"
          >
            <FormSelect name="deliver" label={t('console.members.deliverLabel')}>
              <option value="show">{t('console.members.deliver.show')}</option>
              <option value="sms" disabled={!member.mobile}>
                {t('console.members.deliver.sms')}
              </option>
              <option value="email" disabled={!member.email}>
                {t('console.members.deliver.email')}
              </option>
            </FormSelect>
            <FormFooter
              alert={errors.alert(reset.error)}
              pending={reset.isPending}
              label={t('console.members.resetPassword')}
              onCancel={close}
            />
          </Form>
        )
      }
    </DialogAction>
  );
}

/** A manual adjustment of the main wallet: posted at once up to the brand's threshold, else waiting for approval. */
export function AdjustAction({ member }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const money = useMoney();
  // One request key per opened dialog: a retried submit is the same adjustment.
  const [requestKey, setRequestKey] = useState('');
  const refresh = useRefreshMember(member.id);
  const errors = useServerErrors(['amount', 'reason', 'direction']);
  const schema = useMemo(
    () =>
      z.object({
        direction: z.enum(['credit', 'debit']),
        amount: z
          .string()
          .trim()
          .transform((v) => v.replace(/,/g, ''))
          .refine((v) => amountInputSchema.safeParse(v).success, t('console.members.amountRule')),
        reason: withMessage(opsMemberLockBodySchema.shape.reason, t('console.members.reasonRule')),
      }),
    [t],
  );
  const adjust = useMutation({
    mutationFn: (v: z.output<typeof schema>) => membersApi.adjust(member.id, { ...v, requestKey }),
    onSuccess: refresh,
  });
  const title = t('console.members.adjustTitle', { name: member.username });
  const done = adjust.data;
  return (
    <DialogAction
      label={t('console.members.adjust')}
      variant="primary"
      title={title}
      description={t('console.members.adjustText', { main: money(member.balances.main), currency: member.currency })}
      onOpen={() => {
        setRequestKey(crypto.randomUUID());
        adjust.reset();
      }}
    >
      {(close) =>
        done ? (
          <DoneNotice onDone={close}>
            <p className="text-sm text-slate-200">
              {done.status === 'posted'
                ? t('console.members.adjustPosted', {
                    amount: money(done.amount),
                    before: money(done.balanceBefore ?? 0n),
                    after: money(done.balanceAfter ?? 0n),
                  })
                : t('console.members.adjustPending', {
                    amount: money(done.amount),
                    threshold: money(done.threshold),
                  })}
            </p>
          </DoneNotice>
        ) : (
          <Form
            schema={schema}
            defaultValues={{ direction: 'credit', amount: '', reason: '' }}
            onSubmit={(v, form) => adjust.mutate(v, { onError: (e) => errors.put(form, e) })}
            aria-label={title}
            className="grid gap-4 p-5 sm:grid-cols-2"
          >
            <FormSelect name="direction" label={t('console.members.direction')}>
              <option value="credit">{t('console.members.directions.credit')}</option>
              <option value="debit">{t('console.members.directions.debit')}</option>
            </FormSelect>
            <FormTextField
              name="amount"
              label={t('console.members.amount', { currency: member.currency })}
              inputMode="decimal"
              autoComplete="off"
              required
            />
            <div className="sm:col-span-2">
              <FormTextArea name="reason" label={t('console.members.reason')} required rows={3} maxLength={500} />
            </div>
            <FormFooter
              wide
              alert={errors.alert(adjust.error)}
              pending={adjust.isPending}
              label={t('console.members.adjustSubmit')}
              onCancel={close}
            />
          </Form>
        )
      }
    </DialogAction>
  );
}

/** The member page's actions the operator may take (each only with its permission). */
export function MemberActions({ member }: { member: OpsMemberProfile }) {
  const canWrite = useCan('members.write');
  const canAdjust = useCan('members.adjust');
  return (
    <>
      {canWrite && <LockAction member={member} />}
      {canWrite && <PasswordAction member={member} />}
      {canAdjust && <AdjustAction member={member} />}
    </>
  );
}
