import type { WithdrawalSettings } from '@lotus/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { FormCheckbox } from '@/components/form';
import { useTranslation } from '@/lib/i18n';
import { useMoneyFormat } from './hooks';

type OpenBonus = NonNullable<WithdrawalSettings['bonus']>;

/**
 * What a withdrawal does to the open bonus (decision 0040), before the member asks for one: the member's cash stays
 * withdrawable, the bonus and its winnings are given up; the promotion's terms are one tap away, and the member
 * agrees in the form (`forfeitBonus`).
 */
export function BonusNotice({ bonus }: { bonus: OpenBonus }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-xl bg-amber-400/10 px-4 py-3 text-sm ring-1 ring-amber-300/30"
    >
      <h3 id={headingId} className="font-semibold text-amber-100">
        {t('money.withdraw.bonus.title')}
      </h3>
      <p className="text-slate-200">
        {t('money.withdraw.bonus.text', {
          title: bonus.title,
          balance: money(bonus.balance),
          progress: money(bonus.progress),
          required: money(bonus.required),
        })}
      </p>
      {bonus.promotionId !== null && (
        <Link
          to={`/promoDetail?id=${bonus.promotionId}`}
          className="self-start text-gold-300 underline underline-offset-2 hover:text-gold-200"
        >
          {t('money.withdraw.bonus.terms')}
        </Link>
      )}
      <FormCheckbox name="forfeitBonus">
        {t('money.withdraw.bonus.agree', { balance: money(bonus.balance) })}
      </FormCheckbox>
    </section>
  );
}
