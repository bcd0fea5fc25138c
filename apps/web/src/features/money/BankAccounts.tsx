import { MAX_BANK_ACCOUNTS, type BankAccount, type WithdrawalSettings } from '@lotus/contracts';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { FormAlert } from '@/components/FormAlert';
import type { MemberCentrePageProps } from '@/features/member-centre';
import { BindBankAccountForm } from './BindBankAccountForm';
import { Card } from './ui';

/** The member's bank accounts (at most MAX_BANK_ACCOUNTS) and the binding of another. */
export function BankAccounts({
  settings,
  accounts,
  onChanged,
  go,
}: {
  settings: WithdrawalSettings;
  accounts: BankAccount[];
  onChanged: () => void;
  go: MemberCentrePageProps['go'];
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const full = accounts.length >= MAX_BANK_ACCOUNTS;
  return (
    <Card
      title={t('money.bank.title')}
      description={t('money.bank.text', { count: MAX_BANK_ACCOUNTS })}
      action={
        !adding && !full && settings.payeeName && settings.hasPaymentPassword ? (
          <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setAdding(true)}>
            {t('money.bank.add')}
          </button>
        ) : undefined
      }
    >
      {!settings.payeeName && (
        <div className="mb-3 flex flex-col gap-2">
          <FormAlert tone="info" message={t('errors.payee_name_required')} />
          <button
            type="button"
            className={buttonClass('outline', 'sm', 'self-start')}
            onClick={() => go('securityCenter')}
          >
            {t('money.bank.goProfile')}
          </button>
        </div>
      )}
      {accounts.length === 0 ? (
        <p className="text-sm text-slate-400">{t('money.bank.empty')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('money.bank.title')}>
          {accounts.map((a) => (
            <li key={a.id} className="rounded-xl bg-navy-900/60 px-4 py-3 ring-1 ring-white/5">
              <p className="text-sm font-semibold text-white">{a.bankName}</p>
              <p className="text-sm text-slate-300 tabular-nums">{a.maskedAccountNo}</p>
              <p className="text-xs text-slate-400">{a.accountName}</p>
            </li>
          ))}
        </ul>
      )}
      {adding && settings.payeeName && (
        <BindBankAccountForm
          payeeName={settings.payeeName}
          onDone={() => {
            setAdding(false);
            onChanged();
          }}
          onCancel={() => setAdding(false)}
        />
      )}
    </Card>
  );
}
