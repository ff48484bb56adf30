import type { WidgetSchema } from './widget-types.ts';

/**
 * A widget's settings with every field of its schema present: a stored value of the right kind
 * wins (a number within its bounds, an enum value it offers), anything else takes the default.
 */
export function widgetData(schema: WidgetSchema, stored: Record<string, unknown> | null | undefined) {
  const data: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema)) {
    const value = stored?.[key];
    if (field.type === 'boolean') data[key] = typeof value === 'boolean' ? value : field.default;
    else if (field.type === 'number')
      data[key] =
        typeof value === 'number' &&
        Number.isFinite(value) &&
        (field.min === undefined || value >= field.min) &&
        (field.max === undefined || value <= field.max)
          ? value
          : field.default;
    else if (field.type === 'string')
      data[key] =
        typeof value === 'string' && value.length <= (field.maxLength ?? 2048) ? value : field.default;
    else data[key] = typeof value === 'string' && field.options.includes(value) ? value : field.default;
  }
  return data;
}

/** Moves the widget at `index` one place up (-1) or down (+1); the list is unchanged at the ends. */
export function moveWidget<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const j = index + step;
  if (index < 0 || j < 0 || j >= list.length) return [...list];
  const next = [...list];
  [next[index], next[j]] = [next[j]!, next[index]!];
  return next;
}
