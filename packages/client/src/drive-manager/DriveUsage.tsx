import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { useDriveUsage } from '@/queries/index.ts';
import { usageLevel, usagePercent, usageRatio } from './drive-usage.ts';
import './drive-usage.css';
import { formatFileSize } from '@/ui/index.ts';

/** The drive's fill level as a labelled meter with "used of capacity" under it. */
function UsageBar({ usage, capacity }: { usage: number; capacity: number }) {
  const ratio = usageRatio(usage, capacity);
  const text = t('driveUsageOf', {
    used: formatFileSize(usage),
    capacity: formatFileSize(capacity),
    percent: usagePercent(ratio),
  });
  return (
    <div className="kumo-drive-usage">
      <div
        className="kumo-drive-usage-bar"
        role="meter"
        aria-label={t('driveUsage')}
        aria-valuemin={0}
        aria-valuemax={capacity}
        aria-valuenow={Math.min(usage, capacity)}
        aria-valuetext={text}
        data-level={usageLevel(ratio)}
      >
        <span style={{ width: `${Math.max(ratio * 100, usage > 0 ? 0.5 : 0)}%` }} />
      </div>
      <p className="kumo-drive-usage-text" data-testid="drive-usage-text">
        {text}
      </p>
    </div>
  );
}

/** The signed-in account's drive usage, loaded from the server. */
export function DriveUsage() {
  return (
    <QueryView query={useDriveUsage()}>{(u) => <UsageBar usage={u.usage} capacity={u.capacity} />}</QueryView>
  );
}
