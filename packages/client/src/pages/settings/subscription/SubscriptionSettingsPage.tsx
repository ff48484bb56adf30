import { IconCreditCard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SubscriptionPlan } from '@/api/index.ts';
import { formatPrice, lang, t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { useCancelSubscription, useMySubscription, useOpenPlans, useSubscribe } from '@/queries/index.ts';
import { confirmDialog, FormSection, toast } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import './subscription.css';

const dateOf = (iso: string) => new Intl.DateTimeFormat(lang(), { dateStyle: 'long' }).format(new Date(iso));

function priceOf(plan: SubscriptionPlan): string {
  const price = formatPrice(plan.price, plan.currency, lang());
  return t(plan.interval === 'year' ? 'subscriptionPerYear' : 'subscriptionPerMonth', { price });
}

function PlanCard({ plan, action }: { plan: SubscriptionPlan; action?: ReactNode }) {
  return (
    <article className="kumo-plan-card" aria-label={plan.name}>
      <h3>{plan.name}</h3>
      <p className="kumo-plan-price">{priceOf(plan)}</p>
      {plan.description && <p className="kumo-caption">{plan.description}</p>}
      {plan.role && <p className="kumo-caption">{t('subscriptionGrantsRole', { role: plan.role.name })}</p>}
      {action}
    </article>
  );
}

/**
 * /secure/settings/subscription (servers that offer it): my plan with its renewal or end date and
 * cancellation, and the plans I can subscribe to; subscribing grants the plan's role.
 */
export default function SubscriptionSettingsPage() {
  const mine = useMySubscription();
  const plans = useOpenPlans();
  const subscribe = useSubscribe();
  const cancel = useCancelSubscription();
  const busy = subscribe.isPending || cancel.isPending;
  return (
    <SettingsFrame title={t('settingsSubscription')} icon={<IconCreditCard size={20} aria-hidden />}>
      <FormSection title={t('subscriptionMine')}>
        <QueryView query={mine}>
          {(sub) =>
            sub ? (
              <PlanCard
                plan={sub.plan}
                action={
                  <>
                    <p>
                      {sub.status === 'active'
                        ? t('subscriptionRenews', { date: dateOf(sub.renewsAt!) })
                        : t('subscriptionEnds', { date: dateOf(sub.endsAt!) })}
                    </p>
                    {sub.status === 'active' && (
                      <button
                        type="button"
                        className="kumo-button danger"
                        disabled={busy}
                        onClick={() =>
                          void confirmDialog(t('subscriptionCancelConfirm', { plan: sub.plan.name })).then(
                            (ok) =>
                              ok && void cancel.run().then((r) => r && toast(t('subscriptionCanceled'))),
                          )
                        }
                      >
                        {t('subscriptionCancel')}
                      </button>
                    )}
                  </>
                }
              />
            ) : (
              <p className="kumo-caption">{t('subscriptionNone')}</p>
            )
          }
        </QueryView>
      </FormSection>
      <FormSection title={t('subscriptionPlans')}>
        <QueryView query={plans}>
          {(list) =>
            list.length === 0 ? (
              <p className="kumo-caption">{t('subscriptionNoPlans')}</p>
            ) : (
              <div className="kumo-plan-grid">
                {list.map((plan) => (
                  <PlanCard
                    key={plan.id}
                    plan={plan}
                    action={
                      <button
                        type="button"
                        className="kumo-button primary"
                        disabled={busy || mine.data != null}
                        onClick={() =>
                          void confirmDialog(
                            t('subscriptionConfirm', { plan: plan.name, price: priceOf(plan) }),
                          ).then(
                            (ok) =>
                              ok &&
                              void subscribe
                                .run(plan.id)
                                .then((r) => r && toast(t('subscriptionStarted', { plan: plan.name }))),
                          )
                        }
                      >
                        {t('subscriptionSubscribe')}
                      </button>
                    }
                  />
                ))}
              </div>
            )
          }
        </QueryView>
        <p className="kumo-caption">{t('subscriptionPaymentNote')}</p>
      </FormSection>
    </SettingsFrame>
  );
}
