import { useId, type ReactNode } from 'react';

interface VolumeSliderProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  caption?: ReactNode;
  /** The label is read out but not shown (the row around it says what it is). */
  hideLabel?: boolean;
}

/** A volume from 0 to 1 as a range input, with the percentage beside it. */
export function VolumeSlider({ label, value, onChange, caption, hideLabel }: VolumeSliderProps) {
  const id = useId();
  const percent = `${Math.round(value * 100)}%`;
  return (
    <div className="kumo-field kumo-volume">
      <label htmlFor={id} className={hideLabel ? 'kumo-visually-hidden' : undefined}>
        {label}
      </label>
      <div className="kumo-volume-row">
        <input
          id={id}
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={value}
          aria-valuetext={percent}
          onChange={(e) => onChange(Number(e.target.value))}
        />
        <output htmlFor={id}>{percent}</output>
      </div>
      {caption && <span className="kumo-caption">{caption}</span>}
    </div>
  );
}
