import { fireEvent, screen } from '@testing-library/react';
import * as mfm from 'mfm-js';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderMfm } from '../../test-support/mfm-test-host.tsx';

const moving = { animatedMfm: true, animation: true } as const;
const fnBoxes = (c: HTMLElement) => [...c.querySelectorAll<HTMLElement>('.kumo-mfm-fn')];

afterEach(() => vi.unstubAllGlobals());

describe('animated effects', () => {
  test('are static while animated MFM is off (the default)', () => {
    const c = renderMfm({
      text: '$[spin a] $[jelly b] $[shake c] $[jump d] $[bounce e] $[twitch f]',
    }).container;
    expect(fnBoxes(c)).toEqual([]);
    expect(c.innerHTML).not.toContain('animation');
    expect(c.textContent).toBe('a b c d e f');
  });

  test('tada stays large but still, and rainbow keeps its colours without moving', () => {
    const c = renderMfm({ text: '$[tada big] $[rainbow gay]' }).container;
    expect(c.querySelector('.kumo-mfm-tada-static')?.textContent).toBe('big');
    expect(c.querySelector('.kumo-mfm-rainbow-static')?.textContent).toBe('gay');
    expect(c.innerHTML).not.toContain('animation');
  });

  test('move when animated MFM and animations are on, with their default speed', () => {
    const c = renderMfm({ text: '$[tada a] $[spin b] $[twitch c]' }, moving).container;
    expect(c.querySelector<HTMLElement>('.kumo-mfm-tada')?.style.animationDuration).toBe('1s');
    expect(c.querySelector<HTMLElement>('.kumo-mfm-spin')?.style.animationDuration).toBe('1.5s');
    expect(c.querySelector<HTMLElement>('.kumo-mfm-twitch')?.style.animationDuration).toBe('0.5s');
  });

  test('take a valid speed and delay, and ignore invalid ones', () => {
    const c = renderMfm({ text: '$[spin.speed=3s,delay=0.5s a] $[jump.speed=fast b]' }, moving).container;
    const spin = c.querySelector<HTMLElement>('.kumo-mfm-spin');
    expect(spin?.style.animationDuration).toBe('3s');
    expect(spin?.style.animationDelay).toBe('0.5s');
    expect(c.querySelector<HTMLElement>('.kumo-mfm-jump')?.style.animationDuration).toBe('0.75s');
  });

  test('spin can turn left or around the x axis', () => {
    const c = renderMfm({ text: '$[spin.left a] $[spin.x b]' }, moving).container;
    expect(c.querySelector<HTMLElement>('.kumo-mfm-spin')?.style.animationDirection).toBe('reverse');
    expect(c.querySelector('.kumo-mfm-spinX')?.textContent).toBe('b');
  });

  test('are static when animations are off, even with animated MFM on', () => {
    const c = renderMfm({ text: '$[spin a]' }, { animatedMfm: true, animation: false }).container;
    expect(c.querySelector('.kumo-mfm-spin')).toBeNull();
  });

  test('are static when the device prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduced-motion'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const c = renderMfm({ text: '$[spin a] $[sparkle b]' }, moving).container;
    expect(c.querySelector('.kumo-mfm-spin')).toBeNull();
    expect(c.querySelector('.kumo-mfm-sparkle')).toBeNull();
  });

  test('sparkle adds decorative stars only when moving', () => {
    const c = renderMfm({ text: '$[sparkle shiny]' }, moving).container;
    const stars = c.querySelectorAll('.kumo-mfm-sparkle-star');
    expect(stars.length).toBeGreaterThan(0);
    expect(stars[0]?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('advanced effects', () => {
  test('scale, position and rotate transform their content', () => {
    const c = renderMfm({ text: '$[scale.x=2,y=3 a]$[position.x=1,y=-1 b]$[rotate.deg=30 c]' }).container;
    const [scale, position, rotate] = fnBoxes(c);
    expect(scale?.style.transform).toBe('scale(2, 3)');
    expect(position?.style.transform).toBe('translate(1em, -1em)');
    expect(rotate?.style.transform).toBe('rotate(30deg)');
  });

  test('size effects x2, x3 and x4 enlarge text', () => {
    const c = renderMfm({ text: '$[x2 a]$[x3 b]$[x4 c]' }).container;
    expect(c.querySelector('.kumo-mfm-x2')?.textContent).toBe('a');
    expect(c.querySelector('.kumo-mfm-x3')?.textContent).toBe('b');
    expect(c.querySelector('.kumo-mfm-x4')?.textContent).toBe('c');
  });

  test('are shown plainly when advanced MFM is off, but a blur still hides and a rotation still turns', () => {
    const c = renderMfm(
      { text: '$[scale.x=4 a]$[x2 b]$[x4 c]$[position.x=3 d]$[rotate e]$[blur f]' },
      { advancedMfm: false },
    ).container;
    const boxes = fnBoxes(c);
    expect(boxes).toHaveLength(2);
    expect(boxes[0]?.style.transform).toBe('rotate(90deg)');
    expect(c.querySelector('.kumo-mfm-blur')?.textContent).toBe('f');
    expect(c.textContent).toBe('abcdef');
  });

  test('blur hides its content until hovered', () => {
    expect(renderMfm({ text: '$[blur secret]' }).container.querySelector('.kumo-mfm-blur')?.textContent).toBe(
      'secret',
    );
  });
});

describe('static effects', () => {
  test('flip mirrors horizontally, vertically or both', () => {
    const c = renderMfm({ text: '$[flip a]$[flip.v b]$[flip.h,v c]' }).container;
    expect(fnBoxes(c).map((b) => b.style.transform)).toEqual(['scaleX(-1)', 'scaleY(-1)', 'scale(-1, -1)']);
  });

  test('fg and bg colour with a valid hex colour, else red', () => {
    const c = renderMfm({ text: '$[fg.color=00f blue]$[bg.color=nope red]' }).container;
    const [fg, bg] = fnBoxes(c);
    expect(fg?.style.color).toBe('rgb(0, 0, 255)');
    expect(bg?.style.backgroundColor).toBe('rgb(255, 0, 0)');
  });

  test('border draws with the given width, style, colour and radius', () => {
    const c = renderMfm({ text: '$[border.width=2,style=dashed,color=0f0,radius=4 boxed]' }).container;
    const box = fnBoxes(c)[0];
    expect(box?.style.borderWidth).toBe('2px');
    expect(box?.style.borderStyle).toBe('dashed');
    expect(box?.style.borderColor).toBe('rgb(0, 255, 0)');
    expect(box?.style.borderRadius).toBe('4px');
  });

  test('font switches to a known family', () => {
    expect(fnBoxes(renderMfm({ text: '$[font.serif words]' }).container)[0]?.style.fontFamily).toBe('serif');
  });

  test('ruby shows a reading above the base text', () => {
    const c = renderMfm({ text: '$[ruby 漢字 かんじ]' }).container;
    expect(c.querySelector('ruby')?.firstChild?.textContent).toBe('漢字');
    expect(c.querySelector('rt')?.textContent).toBe('かんじ');
  });

  test('unixtime shows the date with the ISO time on hover', () => {
    const time = renderMfm({ text: '$[unixtime 1700000000]' }).container.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2023-11-14T22:13:20.000Z');
    expect(time?.getAttribute('title')).toBe('2023-11-14T22:13:20.000Z');
    expect(time?.textContent).toMatch(/2023/);
  });

  test('unixtime with something that is not a time shows that text', () => {
    const c = renderMfm({ text: '$[unixtime soon]' }).container;
    expect(c.querySelector('time')).toBeNull();
    expect(c.textContent).toBe('soon');
  });

  test('clickable content reports its event id to the plugin host', () => {
    const onClickEv = vi.fn();
    renderMfm({ text: '$[clickable.ev=hello press me]', onClickEv });
    fireEvent.click(screen.getByRole('button', { name: 'press me' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'press me' }), { key: 'Enter' });
    expect(onClickEv.mock.calls).toEqual([['hello'], ['hello']]);
  });

  test('an unknown effect is shown as its source text', () => {
    const c = renderMfm({ text: '$[wobble **hi**]' }).container;
    expect(c.textContent).toBe('$[wobble hi]');
    expect(c.querySelector('b')?.textContent).toBe('hi');
  });
});

describe('nesting (spec P2 §5: limited to 20)', () => {
  test('effects deeper than 20 levels are shown as text', () => {
    const text = `${'$[x2 '.repeat(25)}deep${']'.repeat(25)}`;
    const c = renderMfm({ text }).container;
    expect(c.querySelectorAll('.kumo-mfm-x2')).toHaveLength(20);
    expect(c.textContent).toContain('$[x2 $[x2 $[x2 $[x2 $[x2 deep');
  });

  test('a tree handed in deeper than 20 levels is cut to text at level 20', () => {
    let node: mfm.MfmNode = mfm.TEXT('deep');
    for (let i = 0; i < 30; i++) node = mfm.BOLD([node as mfm.MfmInline]);
    const c = renderMfm({ text: '', parsedNodes: [node] }).container;
    expect(c.querySelectorAll('b')).toHaveLength(20);
    expect(c.textContent).toBe(`${'**'.repeat(10)}deep${'**'.repeat(10)}`);
  });
});
