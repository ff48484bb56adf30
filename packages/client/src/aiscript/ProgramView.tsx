import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { t } from '@/i18n/index.ts';
import { inputText } from '@/ui/index.ts';
import { AiScriptUi } from './AiScriptUi.tsx';
import { startProgram, type RunningProgram } from './program.ts';
import { UiStore } from './ui-store.ts';
import { useProgramHost } from './use-program-host.ts';

export interface ProgramLine {
  kind: 'out' | 'error';
  text: string;
}

interface ProgramViewProps {
  source: string;
  /** Where the program keeps `Mk:save` values (a Play's id; the scratchpad's own). */
  storageKey: string;
  /** Changing it runs the program again from the start. */
  runKey: number;
  /** A program the user wrote: its API calls go out as the user without asking. */
  trusted: boolean;
  /** Show what the program prints (the scratchpad and the editor); a Play shows only its UI. */
  showOutput?: boolean;
  onLine?: (line: ProgramLine) => void;
}

/**
 * A program running on the page: its `Ui:` components, what it printed (when asked) and its failure
 * in one line. It starts when shown (and with every new runKey) and stops when it leaves the screen.
 * A program someone else wrote asks before it calls the server as the user, once per endpoint.
 */
export function ProgramView({ source, storageKey, runKey, trusted, showOutput, onLine }: ProgramViewProps) {
  const host = useProgramHost(storageKey, trusted);
  const [store] = useState(() => new UiStore());
  const [lines, setLines] = useState<ProgramLine[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const program = useRef<RunningProgram | null>(null);
  const onLineRef = useRef(onLine);
  onLineRef.current = onLine;

  useEffect(() => {
    let alive = true;
    store.clear();
    setLines([]);
    setFailure(null);
    const add = (line: ProgramLine) => {
      if (!alive) return;
      setLines((all) => [...all.slice(-499), line]);
      onLineRef.current?.(line);
    };
    startProgram(source, {
      host,
      ui: store,
      onOutput: (text) => add({ kind: 'out', text }),
      onError: (message, kind) => {
        if (!alive) return;
        const text =
          kind === 'runaway'
            ? t('playRunaway')
            : kind === 'syntax'
              ? t('playSyntaxError', { message })
              : t('playRuntimeError', { message });
        setFailure(text);
        add({ kind: 'error', text });
      },
      readline: async (question) => (await inputText({ title: question })).result ?? '',
    }).then(
      (running) => {
        if (alive) program.current = running;
        else running.stop();
      },
      () => undefined,
    );
    return () => {
      alive = false;
      program.current?.stop();
      program.current = null;
    };
  }, [source, host, runKey, store]);

  return (
    <div className="kumo-program">
      {failure && (
        <p className="kumo-program-failure" role="alert">
          <IconAlertTriangle size={16} aria-hidden /> {failure}
        </p>
      )}
      <AiScriptUi
        store={store}
        call={(fn, args) => {
          const running = program.current;
          if (running)
            void running.call(
              fn,
              args.map((a) => running.runtime.utils.jsToVal(a)),
            );
        }}
      />
      {showOutput && (
        <section className="kumo-program-output" aria-label={t('playOutput')}>
          <h3>{t('playOutput')}</h3>
          {lines.length === 0 ? (
            <p className="kumo-caption">{t('playNoOutput')}</p>
          ) : (
            <ol aria-live="polite">
              {lines.map((line, i) => (
                <li key={i} className={line.kind}>
                  {line.text}
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </div>
  );
}
