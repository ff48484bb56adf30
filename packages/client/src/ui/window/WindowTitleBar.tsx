import { IconMaximize, IconMinimize, IconMinus, IconSquare, IconX } from '@tabler/icons-react';
import type { MouseEvent, PointerEvent } from 'react';
import { t } from '@/i18n/index.ts';
import type { WindowMode } from './window-geometry.ts';

interface WindowTitleBarProps {
  title: string;
  titleId: string;
  mode: WindowMode;
  onPointerDown: (e: PointerEvent<HTMLDivElement>) => void;
  onClick: (e: MouseEvent<HTMLDivElement>) => void;
  onMinimize: () => void;
  onMaximize: () => void;
  onClose: () => void;
}

/** The title bar: drag handle, title (double click toggles maximised) and the three buttons. */
export function WindowTitleBar(props: WindowTitleBarProps) {
  const { title, titleId, mode, onPointerDown, onClick, onMinimize, onMaximize, onClose } = props;
  return (
    <div className="kumo-window-titlebar" onPointerDown={onPointerDown} onClick={onClick}>
      <h2 id={titleId} className="kumo-window-title">
        {title}
      </h2>
      <div className="kumo-window-buttons">
        <button
          type="button"
          className="kumo-window-button"
          aria-label={mode === 'minimized' ? t('uiWindowRestore') : t('uiWindowMinimize')}
          onClick={onMinimize}
        >
          {mode === 'minimized' ? <IconSquare size={14} aria-hidden /> : <IconMinus size={16} aria-hidden />}
        </button>
        <button
          type="button"
          className="kumo-window-button"
          aria-label={mode === 'maximized' ? t('uiWindowRestore') : t('uiWindowMaximize')}
          onClick={onMaximize}
        >
          {mode === 'maximized' ? (
            <IconMinimize size={16} aria-hidden />
          ) : (
            <IconMaximize size={16} aria-hidden />
          )}
        </button>
        <button type="button" className="kumo-window-button" aria-label={t('close')} onClick={onClose}>
          <IconX size={16} aria-hidden />
        </button>
      </div>
    </div>
  );
}
