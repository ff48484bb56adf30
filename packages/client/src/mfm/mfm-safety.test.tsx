import * as mfm from 'mfm-js';
import { describe, expect, test } from 'vitest';
import { renderMfm } from '../../test-support/mfm-test-host.tsx';

const everything = { animatedMfm: true, animation: true, advancedMfm: true } as const;

/** What must never come out of untrusted text, checked on the rendered DOM. */
function expectInert(root: HTMLElement) {
  expect(
    root.querySelectorAll('script, iframe, object, embed, style, link, meta, form[action]'),
  ).toHaveLength(0);
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      expect(attr.name.startsWith('on'), `${el.tagName} ${attr.name}`).toBe(false);
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attr.name))
        expect(attr.value, `${el.tagName} ${attr.name}`).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
  }
  for (const el of root.querySelectorAll<HTMLElement>('[style]')) {
    const style = el.getAttribute('style') ?? '';
    expect(style).not.toMatch(/url\(|position:\s*fixed|position:\s*absolute|expression|@import|red;/i);
  }
}

describe('untrusted text cannot run script or break out', () => {
  test('HTML in the text stays text', () => {
    const c = renderMfm({
      text: '<script>alert(1)</script><img src=x onerror=alert(1)><b onclick=x>b</b>',
    }).container;
    expectInert(c);
    expect(c.querySelector('img')).toBeNull();
    expect(c.textContent).toContain('<script>alert(1)</script>');
  });

  test('javascript: and data: links written in MFM are not links', () => {
    const c = renderMfm({
      text: '[click](javascript:alert(1)) <javascript:alert(1)> data:text/html,<script>alert(1)</script>',
    }).container;
    expectInert(c);
    expect(c.querySelector('a')).toBeNull();
  });

  test('javascript: and data: addresses in a parsed tree are shown as text, not links', () => {
    const c = renderMfm({
      text: '',
      parsedNodes: [
        mfm.LINK(false, 'javascript:alert(1)', [mfm.TEXT('label')]),
        mfm.N_URL('JaVaScRiPt:alert(1)'),
        mfm.N_URL('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='),
        mfm.LINK(true, 'vbscript:msgbox', [mfm.TEXT('vb')]),
      ],
    }).container;
    expectInert(c);
    expect(c.querySelector('a')).toBeNull();
    expect(c.textContent).toContain('label');
    expect(c.textContent).toContain('JaVaScRiPt:alert(1)');
  });

  test('CSS written into effect arguments is not applied', () => {
    const c = renderMfm({
      text: '$[fg.color=red;background:url(x) x] $[border.style=solid;position:fixed x]',
    }).container;
    expectInert(c);
    expect(c.querySelectorAll('[style]')).toHaveLength(0);
  });

  test('hostile effect arguments in a parsed tree produce only validated styles', () => {
    const hostile = 'f00;position:fixed;top:0;background:url(https://evil.example/x)';
    const fns = [
      mfm.FN('fg', { color: hostile }, [mfm.TEXT('a')]),
      mfm.FN('bg', { color: 'red;background:url(x)' }, [mfm.TEXT('b')]),
      mfm.FN('border', { style: 'solid;position:fixed', width: '1;x', color: hostile, radius: '1px;x' }, [
        mfm.TEXT('c'),
      ]),
      mfm.FN('spin', { speed: '1s;position:fixed', delay: '0s;background:url(x)' }, [mfm.TEXT('d')]),
      mfm.FN('scale', { x: '2;position:fixed', y: '1e999' }, [mfm.TEXT('e')]),
      mfm.FN('position', { x: '1em;position:fixed', y: 'calc(100vh)' }, [mfm.TEXT('f')]),
      mfm.FN('rotate', { deg: '9);position:fixed;x:(' }, [mfm.TEXT('g')]),
      mfm.FN('font', { 'serif;position:fixed': true }, [mfm.TEXT('h')]),
    ];
    const c = renderMfm({ text: '', parsedNodes: fns }, everything).container;
    expectInert(c);
    for (const el of c.querySelectorAll('[style]'))
      expect(el.getAttribute('style')).not.toMatch(/fixed|url|calc/);
    const boxes = [...c.querySelectorAll<HTMLElement>('.kumo-mfm-fn')];
    expect(boxes[0]?.style.color).toBe('rgb(255, 0, 0)');
    expect(boxes[2]?.style.borderStyle).toBe('solid');
  });

  test('huge scale and position values are capped', () => {
    const c = renderMfm(
      { text: '$[scale.x=99999,y=-99999 a] $[position.x=99999,y=-99999 b]' },
      everything,
    ).container;
    const [scale, position] = [...c.querySelectorAll<HTMLElement>('.kumo-mfm-fn')];
    expect(scale?.style.transform).toBe('scale(5, -5)');
    expect(position?.style.transform).toBe('translate(10em, -10em)');
  });

  test('nested scales and positions cannot add up past their caps', () => {
    const text = `${'$[scale.x=5,y=5 '.repeat(10)}${'$[position.x=9 '.repeat(10)}x${']'.repeat(20)}`;
    const c = renderMfm({ text }, everything).container;
    const transforms = [...c.querySelectorAll<HTMLElement>('.kumo-mfm-fn')].map((b) => b.style.transform);
    expect(transforms.slice(0, 3)).toEqual(['scale(5, 5)', 'scale(1, 1)', 'scale(1, 1)']);
    const x = transforms.slice(10).map((t) => Number(/translate\(([-\d.]+)em/.exec(t)?.[1]));
    expect(x.reduce((a, b) => a + b, 0)).toBe(10);
  });

  test('absurd nesting renders without error and stops at the limit', () => {
    const text = `${'$[x2 '.repeat(100)}deep${']'.repeat(100)}`;
    const c = renderMfm({ text }, everything).container;
    expect(c.querySelectorAll('.kumo-mfm-x2')).toHaveLength(20);
    expect(c.textContent).toContain('deep');
    expectInert(c);
  });

  test('very long text renders whole and inert', () => {
    const text = `${'**a** <b onmouseover=alert(1)> :x: '.repeat(2000)}${'x'.repeat(50_000)}`;
    const c = renderMfm({ text }).container;
    expect(c.querySelectorAll('b')).toHaveLength(2000);
    expect(c.textContent?.endsWith('x'.repeat(50_000))).toBe(true);
    expectInert(c);
  });

  test('an address on this server whose path starts with // is not turned into a protocol-relative link', () => {
    const origin = window.location.origin;
    const c = renderMfm({
      text: '',
      parsedNodes: [
        ...mfm.parse(`[a](${origin}//evil.example/x)`),
        mfm.N_URL(`${origin}/\\evil.example/y`),
        ...mfm.parse(`[ok](${origin}/tags/cat)`),
      ],
    }).container;
    const hrefs = [...c.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([`${origin}//evil.example/x`, `${origin}//evil.example/y`, '/tags/cat']);
    for (const a of c.querySelectorAll('a'))
      expect(new URL(a.getAttribute('href') ?? '', window.location.href).origin).toBe(origin);
  });

  test('links, URLs, mentions and hashtags inside a link of a parsed tree are text, not nested links', () => {
    const c = renderMfm({
      text: '',
      parsedNodes: [
        mfm.LINK(false, 'https://ok.example/', [
          mfm.N_URL('https://evil.example/'),
          mfm.MENTION('bob', null, '@bob'),
          mfm.HASHTAG('tag') as unknown as mfm.MfmInline,
        ]),
      ],
    }).container;
    expect(c.querySelectorAll('a')).toHaveLength(1);
    expect(c.querySelector('a a')).toBeNull();
    expect(c.textContent).toContain('https://evil.example/@bob#tag');
  });

  test('hostile custom emoji addresses from server data do not become image sources', () => {
    const c = renderMfm({
      text: ':evil:',
      author: { host: 'remote.example' },
      emojiUrls: { evil: 'javascript:alert(1)' },
    }).container;
    expectInert(c);
    expect(c.textContent).toBe(':evil:');
  });
});
