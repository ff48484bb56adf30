import { IconDots, IconEyeOff, IconFile, IconFolder } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useState, type DragEvent, type ReactNode } from 'react';
import { t } from '@/i18n/index.ts';
import { IconButton } from '@/ui/index.ts';
import './drive-manager.css';
import { DRIVE_DRAG_TYPE, dropAllowed, readDrag, type DriveDrag } from './drive-rules.ts';

/** Drop handling for a place things can be moved into (a folder tile, a breadcrumb). */
export function useDropTarget(
  targetId: string | null,
  onDrop: (drag: DriveDrag, targetId: string | null) => void,
) {
  const [over, setOver] = useState(false);
  const accepts = (e: DragEvent) => e.dataTransfer.types.includes(DRIVE_DRAG_TYPE);
  return {
    over,
    props: {
      onDragOver: (e: DragEvent) => {
        if (!accepts(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (e: DragEvent) => {
        setOver(false);
        const drag = readDrag(e.dataTransfer);
        if (!drag) return;
        e.preventDefault();
        e.stopPropagation();
        if (dropAllowed(drag, targetId)) onDrop(drag, targetId);
      },
    },
  };
}

const startDrag = (drag: DriveDrag) => (e: DragEvent) => {
  e.dataTransfer.setData(DRIVE_DRAG_TYPE, JSON.stringify(drag));
  e.dataTransfer.effectAllowed = 'move';
};

interface FolderTileProps {
  folder: entities.DriveFolder;
  onOpen: () => void;
  onMenu: (anchor: HTMLElement) => void;
  onDrop: (drag: DriveDrag, targetId: string | null) => void;
}

/** A folder: opens on click, takes dropped files and folders, has its own menu. */
export function FolderTile({ folder, onOpen, onMenu, onDrop }: FolderTileProps) {
  const target = useDropTarget(folder.id, onDrop);
  return (
    <li
      className="kumo-drive-tile"
      data-drop-over={target.over || undefined}
      draggable
      onDragStart={startDrag({ files: [], folders: [folder.id] })}
      {...target.props}
    >
      <button type="button" className="kumo-drive-tile-main" onClick={onOpen}>
        <IconFolder size={28} aria-hidden />
        <span className="kumo-drive-tile-name">{folder.name}</span>
      </button>
      <TileMenu label={t('driveFolderMenu', { name: folder.name })} onMenu={onMenu} />
    </li>
  );
}

interface FileTileProps {
  file: entities.DriveFile;
  selected: boolean;
  /** The ids dragged with this file (the selection, when it is part of it). */
  dragIds: string[];
  onToggle: (on: boolean) => void;
  onOpen: () => void;
  onMenu: (anchor: HTMLElement) => void;
}

/** A file: a thumbnail or an icon, a checkbox to select it, its details on click, a menu. */
export function FileTile({ file, selected, dragIds, onToggle, onOpen, onMenu }: FileTileProps) {
  return (
    <li
      className="kumo-drive-tile kumo-drive-file-tile"
      data-selected={selected || undefined}
      draggable
      onDragStart={startDrag({ files: dragIds, folders: [] })}
    >
      <input
        type="checkbox"
        className="kumo-drive-tile-check"
        checked={selected}
        aria-label={t('driveSelectFile', { name: file.name })}
        onChange={(e) => onToggle(e.target.checked)}
      />
      <button type="button" className="kumo-drive-tile-main" onClick={onOpen}>
        <FileThumb file={file} />
        <span className="kumo-drive-tile-name">{file.name}</span>
        {file.isSensitive && <IconEyeOff size={14} aria-label={t('sensitive')} />}
      </button>
      <TileMenu label={t('driveFileMenu', { name: file.name })} onMenu={onMenu} />
    </li>
  );
}

function TileMenu({ label, onMenu }: { label: string; onMenu: (anchor: HTMLElement) => void }) {
  return <IconButton label={label} icon={IconDots} size={18} onClick={(e) => onMenu(e.currentTarget)} />;
}

/** The file's thumbnail (its caption as alt text), or a file icon. */
export function FileThumb({ file, size = 72 }: { file: entities.DriveFile; size?: number }): ReactNode {
  return file.thumbnailUrl ? (
    <img
      className="kumo-drive-thumb"
      src={file.thumbnailUrl}
      alt={file.comment ?? ''}
      width={size}
      height={size}
      loading="lazy"
    />
  ) : (
    <IconFile size={size / 2} aria-hidden />
  );
}
