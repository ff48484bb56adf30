// Sends a recorded case again in a world: its placeholders filled with that world's values, over
// the method, path, headers and body encoding the recording used.
import type { RecordedCase } from './recorded-cases.ts';
import { FX_PASSWORD, WRONG_PASSWORD, pngFor, type Account, type Answer, type World } from './world.ts';

/** The recording's names (`fx_a_ea3k`, `fx_emoji_ea3k`, `fxantennaea3k`) in this world. */
function renamed(text: string, w: World, suffix: string): string {
  return text
    .replaceAll(`fx_emoji_${suffix}`, 'kumo')
    .replaceAll(`_${suffix}`, `_${w.suffix}`)
    .replaceAll(suffix, w.suffix);
}

/** A JSON string literal holding a placeholder: `"<…>"`, escaped quotes included. */
const PLACEHOLDER = /"<(?:[^"\\]|\\.)*>"/g;

async function fill(text: string, w: World, credential: string | null, suffix: string): Promise<string> {
  let out = renamed(text, w, suffix);
  for (const literal of new Set(out.match(PLACEHOLDER) ?? [])) {
    const placeholder = JSON.parse(literal) as string;
    if (placeholder.startsWith('<file:')) continue;
    out = out.replaceAll(literal, JSON.stringify(await valueOf(placeholder, w, credential)));
  }
  return out;
}

async function valueOf(placeholder: string, w: World, credential: string | null): Promise<string> {
  switch (placeholder) {
    case '<token>':
      return credential ?? '';
    case '<password>':
      return FX_PASSWORD;
    case '<wrong password>':
      return WRONG_PASSWORD;
    case '<invalid token>':
      return 'not-a-real-token';
    case '<id that does not exist>':
      return 'azzzzzzzzzzzzzzz';
    default:
      return w.value(placeholder);
  }
}

/** `<file: name, type, N bytes>` as a Blob of that type and a file name. */
async function fileOf(placeholder: string): Promise<[Blob, string]> {
  const [, name, type, bytes] = /^<file: (.+), (.+), (\d+) bytes>$/.exec(placeholder)!;
  const data =
    type === 'image/png' ? await pngFor(Number(bytes)) : Buffer.from('x,y\n'.repeat(Number(bytes)));
  return [new Blob([new Uint8Array(data)], { type }), name!];
}

/** The recording's users a request names (`@fx_e_ea3k`), made first; signup names new ones. */
async function ensureNamedUsers(w: World, c: RecordedCase): Promise<void> {
  if (c.endpoint === 'signup') return;
  const named = new RegExp(`\\b(fx_[a-e]2?)_${c.set.suffix}\\b`, 'g');
  for (const [, fx] of JSON.stringify(c.request ?? {}).matchAll(named)) await w.user(fx!);
}

export async function replay(
  w: World,
  c: RecordedCase,
  actor: Account | null,
  replace: Record<string, string> = {},
): Promise<Answer> {
  await ensureNamedUsers(w, c);
  const credential = c.token ? await w.value('<app token of fx_b>') : (actor?.token ?? null);
  let text = JSON.stringify(c.request ?? {});
  for (const [from, to] of Object.entries(replace)) text = text.replaceAll(from, to);
  const body = JSON.parse(await fill(text, w, credential, c.set.suffix)) as Record<string, unknown>;
  // the MiAuth check route's `<token>` is the session fx_b's app was allowed under
  if (c.path) await w.value('<app token of fx_b>');
  const path = c.path
    ? c.path.replace('<token>', await w.value('<miauth session of fx_b>'))
    : `/api/${c.endpoint}`;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(c.headers ?? {})) headers[k] = v.replace('<token>', credential ?? '');

  if (c.method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(body).map(([k, v]): [string, string] => [
        k,
        typeof v === 'string' ? v : JSON.stringify(v),
      ]),
    );
    return w.send(`${path}?${query}`, { method: 'GET', headers });
  }
  if (c.contentType === 'multipart/form-data') {
    const form = new FormData();
    for (const [k, v] of Object.entries(body)) {
      if (typeof v === 'string' && v.startsWith('<file:')) form.append(k, ...(await fileOf(v)));
      else form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    }
    return w.send(path, { method: 'POST', headers, body: form });
  }
  return w.send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
