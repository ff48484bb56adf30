import { IconAd, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { useAdminAds, useCreateAd, useDeleteAd, useUpdateAd } from '@/queries/index.ts';
import { confirmDialog, PageHeader, toast } from '@/ui/index.ts';
import { AdEditor } from './AdEditor.tsx';
import { ADS_FIELDS } from './meta-fields.ts';
import { MetaFieldsForm } from './MetaSettingsPage.tsx';
import { adParams, draftFromAd, newAdDraft } from './ad-form.ts';
import './admin.css';

/** /admin/ads: the server's ads (meta lists the running ones for clients to show), made, edited and deleted. */
export default function AdminAdsPage() {
  const ads = useAdminAds();
  const create = useCreateAd();
  const update = useUpdateAd();
  const remove = useDeleteAd();
  const [adding, setAdding] = useState<number | null>(null);
  const busy = create.isPending || update.isPending || remove.isPending;
  return (
    <>
      <PageHeader title={t('admin.ads')} icon={<IconAd size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-admin-page">
        <p className="kumo-caption">{t('adminAdsIntro')}</p>
        <MetaFieldsForm fields={ADS_FIELDS} />
        {adding === null ? (
          <div className="kumo-admin-actions">
            <button type="button" className="kumo-button primary" onClick={() => setAdding(Date.now())}>
              <IconPlus size={18} aria-hidden />
              {t('adminAdAdd')}
            </button>
          </div>
        ) : (
          <AdEditor
            key={adding}
            title={t('adminAdNew')}
            initial={newAdDraft(adding)}
            busy={busy}
            onSave={(d) =>
              void create.run(adParams(d)).then((r) => {
                if (!r) return;
                setAdding(null);
                toast(t('adminAdCreated'));
              })
            }
            onDelete={() => setAdding(null)}
          />
        )}
        <PagedList query={ads} empty={t('adminAdsNone')}>
          {(items) => (
            <div className="kumo-admin-list">
              {items.map((ad) => (
                <AdEditor
                  key={`${ad.id}:${ad.memo}:${ad.url}:${ad.ratio}`}
                  title={t('adminAdEdit', { memo: ad.memo || ad.url })}
                  initial={draftFromAd(ad)}
                  busy={busy}
                  onSave={(d) =>
                    void update.run({ id: ad.id, ...adParams(d) }).then((r) => r && toast(t('adminSaved')))
                  }
                  onDelete={() =>
                    void confirmDialog(t('adminAdDeleteConfirm', { memo: ad.memo || ad.url })).then(
                      (ok) => ok && void remove.run(ad.id).then((r) => r && toast(t('adminAdDeleted'))),
                    )
                  }
                />
              ))}
            </div>
          )}
        </PagedList>
      </div>
    </>
  );
}
