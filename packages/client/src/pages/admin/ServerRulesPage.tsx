import { IconArrowDown, IconArrowUp, IconListNumbers, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { t } from '@/i18n/index.ts';
import { useMeta, useUpdateMeta } from '@/queries/index.ts';
import { LoadingView, PageHeader, toast, IconButton, moveItem } from '@/ui/index.ts';
import { removeRule, rulesToSave } from './server-rules.ts';
import './admin.css';

/** /admin/server-rules: the rules shown on the about page, edited as an ordered list. */
export default function ServerRulesPage() {
  const meta = useMeta();
  const updateMeta = useUpdateMeta();
  const [rules, setRules] = useState<string[] | null>(null);
  useEffect(() => {
    if (meta && rules === null) setRules([...meta.serverRules]);
  }, [meta, rules]);

  const save = async () => {
    if (!rules) return;
    const serverRules = rulesToSave(rules);
    if (!(await updateMeta.run({ serverRules }))) return;
    setRules(serverRules);
    toast(t('adminSaved'));
  };

  return (
    <>
      <PageHeader title={t('admin.server-rules')} icon={<IconListNumbers size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-admin-page">
        <p className="kumo-caption">{t('adminServerRulesHint')}</p>
        {!rules ? (
          <LoadingView />
        ) : (
          <>
            {rules.length === 0 && <p className="kumo-empty">{t('adminServerRulesNone')}</p>}
            <ol className="kumo-admin-rules">
              {rules.map((rule, i) => (
                <li key={i} className="kumo-admin-rule">
                  <span className="kumo-admin-rule-number" aria-hidden>
                    {i + 1}
                  </span>
                  {/* a rule is one line, wrapped to the width: a long rule stays readable on a phone */}
                  <textarea
                    className="kumo-input"
                    rows={1}
                    value={rule}
                    aria-label={t('adminServerRuleN', { n: i + 1 })}
                    onKeyDown={(e) => e.key === 'Enter' && !e.nativeEvent.isComposing && e.preventDefault()}
                    onChange={(e) =>
                      setRules(rules.map((r, j) => (j === i ? e.target.value.replace(/\s*\n\s*/g, ' ') : r)))
                    }
                  />
                  <IconButton
                    className="kumo-button kumo-admin-icon"
                    label={t('adminMoveUp')}
                    icon={IconArrowUp}
                    size={16}
                    disabled={i === 0}
                    onClick={() => setRules(moveItem(rules, i, -1))}
                  />
                  <IconButton
                    className="kumo-button kumo-admin-icon"
                    label={t('adminMoveDown')}
                    icon={IconArrowDown}
                    size={16}
                    disabled={i === rules.length - 1}
                    onClick={() => setRules(moveItem(rules, i, 1))}
                  />
                  <IconButton
                    className="kumo-button kumo-admin-icon"
                    label={t('adminRemoveRule')}
                    icon={IconTrash}
                    size={16}
                    onClick={() => setRules(removeRule(rules, i))}
                  />
                </li>
              ))}
            </ol>
            <div className="kumo-admin-actions">
              <button type="button" className="kumo-button" onClick={() => setRules([...rules, ''])}>
                <IconPlus size={16} aria-hidden />
                {t('adminAddRule')}
              </button>
              <button
                type="button"
                className="kumo-button primary"
                disabled={updateMeta.isPending}
                onClick={() => void save()}
              >
                {t('adminSave')}
              </button>
            </div>
          </>
        )}
      </div>
    </>
  );
}
