import type { entities } from 'misskey-js';
import { folderPath, useDropTarget, type DriveDrag } from '@/drive-manager/index.ts';
import { t } from '@/i18n/index.ts';

interface Props {
  folder: entities.DriveFolder | null;
  onOpen: (folderId: string | null) => void;
  onDrop: (drag: DriveDrag, targetId: string | null) => void;
}

/** Where we are: the top of the drive, then each folder down to this one; things can be dropped on each. */
export function DriveBreadcrumb({ folder, onOpen, onDrop }: Props) {
  const path = folderPath(folder);
  return (
    <nav className="kumo-drive-breadcrumb" aria-label={t('driveLocation')}>
      <ol>
        <Crumb id={null} name={t('drive')} current={path.length === 0} onOpen={onOpen} onDrop={onDrop} />
        {path.map((f, i) => (
          <Crumb
            key={f.id}
            id={f.id}
            name={f.name}
            current={i === path.length - 1}
            onOpen={onOpen}
            onDrop={onDrop}
          />
        ))}
      </ol>
    </nav>
  );
}

function Crumb({
  id,
  name,
  current,
  onOpen,
  onDrop,
}: {
  id: string | null;
  name: string;
  current: boolean;
  onOpen: (folderId: string | null) => void;
  onDrop: (drag: DriveDrag, targetId: string | null) => void;
}) {
  const target = useDropTarget(id, onDrop);
  return (
    <li data-drop-over={target.over || undefined} {...target.props}>
      <button
        type="button"
        className="kumo-link-button"
        aria-current={current ? 'location' : undefined}
        onClick={() => onOpen(id)}
      >
        {name}
      </button>
    </li>
  );
}
