import { lang, t } from '@/i18n/index.ts';
import type { WidgetDef, WidgetProps } from '../widget-types.ts';
import { useTicker } from '../use-ticker.ts';

const TIMEZONES = [
  'local',
  'UTC',
  'Asia/Tokyo',
  'Europe/London',
  'America/New_York',
  'America/Los_Angeles',
] as const;
const zone = (tz: unknown) => (tz === 'local' || typeof tz !== 'string' ? undefined : tz);

/** The hands' angles (degrees) for a time in a zone. */
export function handAngles(date: Date, timeZone?: string): { h: number; m: number; s: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hour12: false,
  }).formatToParts(date);
  const get = (type: string) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0) % (type === 'hour' ? 24 : 60);
  const h = get('hour');
  const m = get('minute');
  const s = get('second');
  return { h: ((h % 12) + m / 60) * 30, m: (m + s / 60) * 6, s: s * 6 };
}

function AnalogClock({ data }: WidgetProps) {
  const now = useTicker(1000);
  const tz = zone(data.timezone);
  const a = handAngles(now, tz);
  const size = data.size === 'small' ? 120 : data.size === 'large' ? 220 : 170;
  const label = new Intl.DateTimeFormat(lang(), { timeStyle: 'medium', timeZone: tz }).format(now);
  const hand = (deg: number, len: number, width: number, cls: string) => (
    <line
      className={cls}
      x1="50"
      y1="50"
      x2="50"
      y2={50 - len}
      strokeWidth={width}
      transform={`rotate(${deg} 50 50)`}
    />
  );
  return (
    <figure className="kumo-widget-clock">
      <svg viewBox="0 0 100 100" width={size} height={size} role="img" aria-label={label}>
        <circle cx="50" cy="50" r="47" className="kumo-clock-face" />
        {data.graduations !== 'none' &&
          Array.from({ length: 12 }, (_, i) => (
            <circle
              key={i}
              cx={50 + 40 * Math.sin((i * Math.PI) / 6)}
              cy={50 - 40 * Math.cos((i * Math.PI) / 6)}
              r="1.6"
              className="kumo-clock-mark"
            />
          ))}
        {hand(a.h, 24, 4, 'kumo-clock-hour')}
        {hand(a.m, 34, 2.5, 'kumo-clock-minute')}
        {data.seconds !== false && hand(a.s, 38, 1, 'kumo-clock-second')}
      </svg>
      {data.label !== 'none' && (
        <figcaption>{data.label === 'tz' ? (tz ?? t('widgetClockLocal')) : label}</figcaption>
      )}
    </figure>
  );
}

function DigitalClock({ data }: WidgetProps) {
  const now = useTicker(data.showMs ? 53 : 1000);
  const text = new Intl.DateTimeFormat(lang(), {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
    timeZone: zone(data.timezone),
    ...(data.showMs ? { fractionalSecondDigits: 3 } : {}),
  } as Intl.DateTimeFormatOptions).format(now);
  return (
    <p className="kumo-widget-digital" style={{ fontSize: `${Number(data.fontSize)}em` }}>
      <time dateTime={now.toISOString()}>{text}</time>
    </p>
  );
}

function UnixClock({ data }: WidgetProps) {
  const now = useTicker(data.showMs ? 53 : 1000);
  const ms = now.getTime();
  const text = data.showMs ? (ms / 1000).toFixed(3) : String(Math.floor(ms / 1000));
  return (
    <p className="kumo-widget-digital" style={{ fontSize: `${Number(data.fontSize)}em` }}>
      {data.showLabel === true && <span className="kumo-caption">UNIX </span>}
      <time dateTime={now.toISOString()}>{text}</time>
    </p>
  );
}

export const clockWidgets: WidgetDef[] = [
  {
    name: 'clock',
    schema: {
      transparent: { type: 'boolean', default: false },
      size: { type: 'enum', default: 'medium', options: ['small', 'medium', 'large'] },
      label: { type: 'enum', default: 'none', options: ['none', 'time', 'tz'] },
      timezone: { type: 'enum', default: 'local', options: TIMEZONES },
      graduations: { type: 'enum', default: 'dots', options: ['dots', 'none'] },
      seconds: { type: 'boolean', default: true },
    },
    Component: AnalogClock,
  },
  {
    name: 'digitalClock',
    schema: {
      transparent: { type: 'boolean', default: false },
      fontSize: { type: 'number', default: 1.5, min: 0.5, max: 5, step: 0.1 },
      showMs: { type: 'boolean', default: true },
      timezone: { type: 'enum', default: 'local', options: TIMEZONES },
    },
    Component: DigitalClock,
  },
  {
    name: 'unixClock',
    schema: {
      transparent: { type: 'boolean', default: false },
      fontSize: { type: 'number', default: 1.5, min: 0.5, max: 5, step: 0.1 },
      showMs: { type: 'boolean', default: true },
      showLabel: { type: 'boolean', default: true },
    },
    Component: UnixClock,
  },
];
