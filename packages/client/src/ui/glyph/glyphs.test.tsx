import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Glyph } from './Glyph.tsx';
import { GLYPH_NAMES } from './glyphs.ts';
import { IconButton } from '../controls/IconButton.tsx';

const require = createRequire(__filename);
const css = readFileSync(join(__dirname, 'glyphs.css'), 'utf8');

describe('glyphs', () => {
  test.each(GLYPH_NAMES)('%s has its rule and a Tabler outline icon behind it', (name) => {
    expect(css).toContain(`.kumo-glyph-${name} {\n  --kumo-glyph: url('@tabler/icons/outline/${name}.svg');`);
    expect(existsSync(require.resolve(`@tabler/icons/outline/${name}.svg`))).toBe(true);
  });

  test('a glyph is hidden from screen readers; the button around it carries the name', () => {
    const { getByRole, container } = render(
      <>
        <IconButton label="Reply" icon="arrow-back-up" size={18} />
        <Glyph name="lock" size={14} />
      </>,
    );
    const button = getByRole('button', { name: 'Reply' });
    expect(button.querySelector('.kumo-glyph-arrow-back-up.kumo-glyph-18')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(container.querySelector('svg')).toBeNull();
  });
});
