import { IconArrowDown, IconArrowUp, IconSettings, IconX } from '@tabler/icons-react';
import { useServerFeatures } from '@/account/index.ts';
import { knownKey, t } from '@/i18n/index.ts';
import { IconButton, newLocalId, openModal, SelectField } from '@/ui/index.ts';
import { moveWidget, widgetData } from './widget-data.ts';
import { WIDGETS } from './widget-registry.ts';
import type { PlacedWidget } from './widget-types.ts';
import { WidgetSettingsDialog } from './WidgetSettingsDialog.tsx';
import './widgets.css';

export const widgetTitle = (name: string) => {
  const id = knownKey(`widget.${name}`);
  return id ? t(id) : name;
};

/**
 * A stack of widgets (the side bar's or a deck column's). In edit mode each can be configured,
 * moved and removed, and new ones added; a widget Kumo does not draw yet keeps its place and says so.
 */
export function WidgetList({
  widgets,
  editing,
  onChange,
}: {
  widgets: readonly PlacedWidget[];
  editing: boolean;
  onChange: (next: PlacedWidget[]) => void;
}) {
  const features = useServerFeatures();
  const configure = async (index: number) => {
    const w = widgets[index]!;
    const def = WIDGETS.get(w.name);
    if (!def) return;
    const data = await openModal<Record<string, unknown>>(
      (ctx) => (
        <WidgetSettingsDialog
          {...ctx}
          title={widgetTitle(w.name)}
          schema={def.schema}
          data={widgetData(def.schema, w.data)}
        />
      ),
      { presentation: 'dialog' },
    );
    if (data) onChange(widgets.map((x, i) => (i === index ? { ...x, data } : x)));
  };
  return (
    <div className="kumo-widgets">
      {editing && (
        <SelectField
          label={t('widgetAdd')}
          value=""
          onChange={(name) => name && onChange([{ id: newLocalId(), name, data: {} }, ...widgets])}
          options={[
            { value: '', label: t('widgetAddChoose') },
            ...[...WIDGETS.values()]
              .filter((def) => !def.feature || features[def.feature])
              .map(({ name }) => ({ value: name, label: widgetTitle(name) })),
          ]}
        />
      )}
      {widgets.map((w, index) => {
        const def = WIDGETS.get(w.name);
        const title = widgetTitle(w.name);
        const data = def ? widgetData(def.schema, w.data) : {};
        return (
          <section
            key={w.id}
            className="kumo-widget"
            aria-label={title}
            data-transparent={data.transparent === true || undefined}
          >
            {(editing || (def?.schema.transparent === undefined && data.showHeader !== false)) && (
              <header className="kumo-widget-header">
                <h3>{title}</h3>
                {editing && (
                  <>
                    {def && Object.keys(def.schema).length > 0 && (
                      <IconButton
                        label={t('widgetSettings', { name: title })}
                        icon={IconSettings}
                        size={16}
                        onClick={() => void configure(index)}
                      />
                    )}
                    <IconButton
                      label={t('widgetMoveUp', { name: title })}
                      icon={IconArrowUp}
                      size={16}
                      onClick={() => onChange(moveWidget(widgets, index, -1))}
                    />
                    <IconButton
                      label={t('widgetMoveDown', { name: title })}
                      icon={IconArrowDown}
                      size={16}
                      onClick={() => onChange(moveWidget(widgets, index, 1))}
                    />
                    <IconButton
                      label={t('widgetRemove', { name: title })}
                      icon={IconX}
                      size={16}
                      onClick={() => onChange(widgets.filter((x) => x.id !== w.id))}
                    />
                  </>
                )}
              </header>
            )}
            <div className="kumo-widget-body">
              {def ? (
                <def.Component
                  // the stored data keeps what the widget keeps besides its schema (a chosen list)
                  data={{ ...w.data, ...data }}
                  onData={(next) => onChange(widgets.map((x) => (x.id === w.id ? { ...x, data: next } : x)))}
                />
              ) : (
                <p className="kumo-caption">{t('widgetUnsupported')}</p>
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}
