import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { ProgramView, startProgram, useProgramHost } from '@/aiscript/index.ts';
import { t } from '@/i18n/index.ts';
import { openDialog, TextArea, toast } from '@/ui/index.ts';
import type { WidgetDef, WidgetProps } from '../widget-types.ts';

const SCRIPT_LIMIT = 65536;

/** `button`: a button that runs its program on every press; what it prints pops up, a failure is said. */
function ButtonWidget({ data }: WidgetProps) {
  const host = useProgramHost('widget:button', true);
  const [busy, setBusy] = useState(false);
  const press = async () => {
    setBusy(true);
    const fail = (message: string) =>
      void openDialog({ type: 'error', title: t('widgetAiscriptFailed'), text: message, showCancel: false });
    try {
      const program = await startProgram(String(data.script), {
        host,
        onOutput: (text) => toast(text),
        onError: (message, kind) => fail(kind === 'runaway' ? t('playRunaway') : message),
      });
      await program.done;
      program.stop();
    } catch {
      // a syntax error has been said by onError
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="kumo-widget-button">
      <button
        type="button"
        className={`kumo-button${data.colored ? ' primary' : ''}`}
        disabled={busy}
        onClick={() => void press()}
      >
        {String(data.label)}
      </button>
    </div>
  );
}

/** `aiscript`: a small console: a program typed in the widget, run, and what it printed. */
function ConsoleWidget({ data, onData }: WidgetProps) {
  const script = String(data.script);
  const [run, setRun] = useState<{ key: number; source: string } | null>(null);
  return (
    <div className="kumo-widget-aiscript">
      <TextArea
        label={t('widgetField.script')}
        value={script}
        onChange={(v) => onData?.({ ...data, script: v })}
        maxLength={SCRIPT_LIMIT}
      />
      <button
        type="button"
        className="kumo-button"
        onClick={() => setRun((r) => ({ key: (r?.key ?? 0) + 1, source: script }))}
      >
        <IconPlayerPlay size={16} aria-hidden />
        {t('playRun')}
      </button>
      {run && (
        <ProgramView source={run.source} storageKey="widget:aiscript" runKey={run.key} trusted showOutput />
      )}
    </div>
  );
}

/** `aiscriptApp`: a program's `Ui:` screen, run when the widget is shown. */
function AppWidget({ data }: WidgetProps) {
  return (
    <div className="kumo-widget-aiscript-app">
      <ProgramView source={String(data.script)} storageKey="widget:aiscriptApp" runKey={1} trusted />
    </div>
  );
}

export const aiscriptWidgets: WidgetDef[] = [
  {
    name: 'button',
    schema: {
      label: { type: 'string', default: 'BUTTON', maxLength: 256 },
      colored: { type: 'boolean', default: true },
      script: {
        type: 'string',
        default: 'Mk:dialog("hello" "world")',
        multiline: true,
        maxLength: SCRIPT_LIMIT,
      },
    },
    Component: ButtonWidget,
  },
  {
    name: 'aiscript',
    schema: {
      script: { type: 'string', default: '<: "Hello, world!"', multiline: true, maxLength: SCRIPT_LIMIT },
    },
    Component: ConsoleWidget,
  },
  {
    name: 'aiscriptApp',
    schema: {
      script: { type: 'string', default: '', multiline: true, maxLength: SCRIPT_LIMIT },
      showHeader: { type: 'boolean', default: true },
    },
    Component: AppWidget,
  },
];
