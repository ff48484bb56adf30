import { describe, expect, test } from 'vitest';
import { UploadError } from './upload-errors.ts';
import { uploadFile } from './upload-file.ts';

class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((ev: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {}
  reply(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const createXhr = () => new FakeXhr() as unknown as XMLHttpRequest;

describe('uploadFile (spec P2 §7)', () => {
  test('sends i, force=true, file, name and folderId as multipart, and reports progress', async () => {
    const progress: number[][] = [];
    const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });
    const done = uploadFile(file, {
      token: 'TOKEN',
      folderId: 'f1',
      createXhr,
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/drive/files/create');
    expect(xhr.body?.get('i')).toBe('TOKEN');
    expect(xhr.body?.get('force')).toBe('true');
    expect(xhr.body?.get('name')).toBe('hello.txt');
    expect(xhr.body?.get('folderId')).toBe('f1');
    expect((xhr.body?.get('file') as File).name).toBe('hello.txt');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 5 } as ProgressEvent);
    xhr.reply(200, JSON.stringify({ id: 'file1', name: 'hello.txt' }));
    await expect(done).resolves.toMatchObject({ id: 'file1' });
    expect(progress).toEqual([[2, 5]]);
  });

  test('a 413 rejects as too large', async () => {
    const done = uploadFile(new Blob(['x']), { token: 'T', createXhr });
    FakeXhr.last.reply(413, '');
    const err = await done.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UploadError);
    expect((err as UploadError).failure).toEqual({ kind: 'tooLarge' });
  });

  test('without a token nothing is sent: not logged in', async () => {
    const err = await uploadFile(new Blob(['x']), { token: null, createXhr }).catch((e: unknown) => e);
    expect((err as UploadError).failure).toEqual({ kind: 'notSignedIn' });
  });
});
