import crypto from 'node:crypto';
import sharp from 'sharp';
import type { Instance } from '../context.ts';
import { packContext } from '../context.ts';
import { genId } from '../db/ids.ts';
import type { DriveFileRow, UserRow } from '../db/rows.ts';
import { one, run } from '../db/statement.ts';
import { encodeBlurhash } from '../media/blurhash.ts';
import { packDriveFile } from '../packing/drive-file.ts';
import { admitToDrive } from './drive-admission.ts';
import { findUserById } from './users.ts';

const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
]);
const SHARP_FORMATS: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  heif: 'image/avif',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
};
const BY_EXTENSION: Record<string, string> = {
  txt: 'text/plain',
  json: 'application/json',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
};

export interface NewFile {
  data: Buffer;
  name: string | null;
  mimetype?: string | null;
  comment?: string | null;
  isSensitive?: boolean;
  folderId?: string | null;
  createdAt?: number;
  silent?: boolean;
  /** `analyseImage(data)`, when the caller already has it (the demo's pictures, the same every seed). */
  analysis?: ImageAnalysis;
}

interface ImageInfo {
  type: string;
  width: number;
  height: number;
}

/** What the drive reads from a file's bytes: an image's format and size; a picture's thumbnail, blurhash, colour. */
export interface ImageAnalysis {
  image: ImageInfo | null;
  thumbnail: Buffer | null;
  blurhash: string | null;
  avgColor: string | null;
}

async function probeImage(data: Buffer): Promise<ImageInfo | null> {
  try {
    const meta = await sharp(data).metadata();
    const type = meta.format ? SHARP_FORMATS[meta.format] : undefined;
    if (!type || !meta.width || !meta.height) return null;
    const rotated = meta.orientation != null && meta.orientation >= 5;
    return { type, width: rotated ? meta.height : meta.width, height: rotated ? meta.width : meta.height };
  } catch {
    return null;
  }
}

function guessType(name: string | null, given: string | null | undefined, data: Buffer): string {
  if (given && given !== 'application/octet-stream') return given;
  const ext = name?.split('.').pop()?.toLowerCase();
  if (ext && BY_EXTENSION[ext]) return BY_EXTENSION[ext];
  const head = data.subarray(0, 512).toString('utf8');
  if (!head.includes('\u0000') && !head.includes('\ufffd')) return 'text/plain';
  return 'application/octet-stream';
}

export async function analyseImage(data: Buffer): Promise<ImageAnalysis> {
  const image = await probeImage(data);
  return { image, ...(await pictureOf(data, image)) };
}

/** A picture's thumbnail, blurhash and colour; nothing for other files. */
async function pictureOf(data: Buffer, image: ImageInfo | null): Promise<Omit<ImageAnalysis, 'image'>> {
  if (!image || !IMAGE_TYPES.has(image.type)) return { thumbnail: null, blurhash: null, avgColor: null };
  const thumbnail = await sharp(data)
    .rotate()
    .resize(498, 422, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  const small = await sharp(data)
    .rotate()
    .resize(32, 32, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const stats = await sharp(data).stats();
  return {
    thumbnail,
    blurhash: encodeBlurhash(new Uint8Array(small.data), small.info.width, small.info.height),
    avgColor: `rgb(${stats.dominant.r},${stats.dominant.g},${stats.dominant.b})`,
  };
}

/**
 * Stores a file in a user's drive, every way one enters it (uploads, uploads from a URL, exports):
 * it must pass `admitToDrive` (type, size, quota: DriveRefusedError otherwise); images get a webp
 * thumbnail, size, average colour and blurhash.
 */
export async function addDriveFile(inst: Instance, user: UserRow, f: NewFile): Promise<DriveFileRow> {
  const createdAt = f.createdAt ?? Date.now();
  const image = f.analysis ? f.analysis.image : await probeImage(f.data);
  const type = image?.type ?? guessType(f.name, f.mimetype, f.data);
  const { isSensitive } = admitToDrive(inst, user, {
    type,
    size: f.data.length,
    isSensitive: f.isSensitive ?? false,
  });
  const { thumbnail, blurhash, avgColor } = f.analysis ?? (await pictureOf(f.data, image));
  const accessKey = crypto.randomUUID();
  let thumbnailKey: string | null = null;
  if (thumbnail) {
    thumbnailKey = `thumbnail-${accessKey}.webp`;
    inst.files.put(thumbnailKey, thumbnail);
  }
  inst.files.put(accessKey, f.data);
  const row: DriveFileRow = {
    id: genId(createdAt),
    createdAt,
    userId: user.id,
    folderId: f.folderId ?? null,
    name: f.name ?? 'untitled',
    type,
    md5: crypto.createHash('md5').update(f.data).digest('hex'),
    size: f.data.length,
    isSensitive: isSensitive ? 1 : 0,
    comment: f.comment ?? null,
    blurhash,
    width: image?.width ?? null,
    height: image?.height ?? null,
    avgColor,
    accessKey,
    thumbnailKey,
  };
  run(
    inst.db,
    `INSERT INTO drive_files (id, createdAt, userId, folderId, name, type, md5, size, isSensitive, comment, blurhash, width, height, avgColor, accessKey, thumbnailKey)
     VALUES (@id, @createdAt, @userId, @folderId, @name, @type, @md5, @size, @isSensitive, @comment, @blurhash, @width, @height, @avgColor, @accessKey, @thumbnailKey)`,
    row,
  );
  if (!f.silent) {
    inst.events.emit('main', user.id, 'driveFileCreated', (origin: string) =>
      packDriveFile(packContext(inst, origin, findUserById(inst.db, user.id) ?? null), row),
    );
  }
  return row;
}

export function findDriveFile(inst: Instance, id: string): DriveFileRow | undefined {
  return one<DriveFileRow>(inst.db, 'SELECT * FROM drive_files WHERE id = ?', id);
}

export function deleteDriveFile(inst: Instance, file: DriveFileRow): void {
  run(inst.db, 'DELETE FROM drive_files WHERE id = ?', file.id);
  run(inst.db, 'UPDATE users SET avatarId = NULL WHERE avatarId = ?', file.id);
  run(inst.db, 'UPDATE users SET bannerId = NULL WHERE bannerId = ?', file.id);
  inst.files.delete(file.accessKey);
  if (file.thumbnailKey) inst.files.delete(file.thumbnailKey);
}
