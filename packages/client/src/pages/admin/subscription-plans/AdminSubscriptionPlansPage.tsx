import { IconArchive, IconCreditCard, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { SubscriptionPlan } from '@/api/index.ts';
import { formatPrice, lang, t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { useArchivePlan, useCreatePlan, useSubscriptionPlans, useUpdatePlan } from '@/queries/index.ts';
import { confirmDialog, IconButton, PageHeader, Switch, toast } from '@/ui/index.ts';
import { draftOf, emptyDraft } from './plan-form.ts';
import { PlanEditor } from './PlanEditor.tsx';
import '../admin.css';

/**
 * /admin/subscription-plans: the plans users can subscribe to (a server's own API, not Misskey's;
 * the admin menu shows this page only where the server offers it): create, edit, archive.
 */
export default function AdminSubscriptionPlansPage() {
  const [archived, setArchived] = useState(false);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const plans = useSubscriptionPlans(archived);
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const archive = useArchivePlan();
  return (
    <>
      <PageHeader title={t('admin.subscription-plans')} icon={<IconCreditCard size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-admin-page">
        <p className="kumo-caption">{t('adminPlansIntro')}</p>
        <div className="kumo-admin-actions">
          <Switch label={t('adminPlansShowArchived')} checked={archived} onChange={setArchived} />
          {editing !== 'new' && (
            <button type="button" className="kumo-button primary" onClick={() => setEditing('new')}>
              <IconPlus size={18} aria-hidden />
              {t('adminPlanNew')}
            </button>
          )}
        </div>
        {editing === 'new' && (
          <PlanEditor
            initial={emptyDraft()}
            busy={create.isPending}
            onCancel={() => setEditing(null)}
            onSave={(input) =>
              void create.run(input).then((r) => r && (setEditing(null), toast(t('adminPlanCreated'))))
            }
          />
        )}
        <QueryView query={plans}>
          {(list) =>
            list.length === 0 ? (
              <p className="kumo-caption">{t('adminPlansNone')}</p>
            ) : (
              <ul className="kumo-admin-list" aria-label={t('admin.subscription-plans')}>
                {list.map((plan) =>
                  editing === plan.id ? (
                    <li key={plan.id} className="kumo-admin-card">
                      <PlanEditor
                        initial={draftOf(plan)}
                        busy={update.isPending}
                        onCancel={() => setEditing(null)}
                        onSave={(input) =>
                          void update
                            .run({ planId: plan.id, ...input })
                            .then((r) => r && (setEditing(null), toast(t('saved'))))
                        }
                      />
                    </li>
                  ) : (
                    <PlanCard
                      key={plan.id}
                      plan={plan}
                      busy={archive.isPending}
                      onEdit={() => setEditing(plan.id)}
                      onArchive={() =>
                        void confirmDialog(t('adminPlanArchiveConfirm', { name: plan.name })).then(
                          (ok) => ok && void archive.run(plan.id),
                        )
                      }
                    />
                  ),
                )}
              </ul>
            )
          }
        </QueryView>
      </div>
    </>
  );
}

function PlanCard({
  plan,
  busy,
  onEdit,
  onArchive,
}: {
  plan: SubscriptionPlan;
  busy: boolean;
  onEdit: () => void;
  onArchive: () => void;
}) {
  const price = formatPrice(plan.price, plan.currency, lang());
  return (
    <li className="kumo-admin-card" data-resolved={plan.isArchived || undefined}>
      <div className="kumo-admin-card-head">
        <b>{plan.name}</b>
        <span
          className="kumo-admin-badge"
          data-icon={plan.isArchived ? undefined : plan.isActive ? 'success' : 'warning'}
        >
          {t(plan.isArchived ? 'adminPlanArchived' : plan.isActive ? 'adminPlanOpen' : 'adminPlanPaused')}
        </span>
        {!plan.isArchived && (
          <>
            <IconButton label={t('adminPlanEdit', { name: plan.name })} icon={IconPencil} onClick={onEdit} />
            <IconButton
              label={t('adminPlanArchive', { name: plan.name })}
              icon={IconArchive}
              disabled={busy}
              onClick={onArchive}
            />
          </>
        )}
      </div>
      <p className="kumo-admin-card-text">
        {t(plan.interval === 'year' ? 'adminPlanPerYear' : 'adminPlanPerMonth', { price })} ·{' '}
        {plan.role ? t('adminPlanGrants', { role: plan.role.name }) : t('adminPlanRoleGone')}
      </p>
      {plan.description && <p className="kumo-admin-card-text kumo-caption">{plan.description}</p>}
    </li>
  );
}
