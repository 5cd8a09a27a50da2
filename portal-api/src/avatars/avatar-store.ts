import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AvatarVariant } from './avatar-images';
import type { ImageFormat } from './image-header';

const EXTENSIONS: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** `{user id}-{32 hex}-{variant}.{ext}`: unguessable, and safe as a path part. */
export const AVATAR_FILE = /^\d{1,19}-[0-9a-f]{32}-(large|small)\.(png|jpg|webp)$/;

export interface StoredAvatar {
  content: Buffer;
  contentType: string;
}

/** Avatar files in `{uploads}/avatars`, named so that a URL can never reach another file. */
export class AvatarStore {
  private readonly dir: string;

  constructor(uploadsDir: string) {
    this.dir = path.join(uploadsDir, 'avatars');
  }

  /** Writes the variants under new names; returns the names by variant. */
  async save(
    userId: number,
    format: ImageFormat,
    variants: Record<AvatarVariant, Buffer>,
  ): Promise<Record<AvatarVariant, string>> {
    await mkdir(this.dir, { recursive: true });
    const stem = `${userId}-${randomBytes(16).toString('hex')}`;
    const names = {
      large: `${stem}-large.${EXTENSIONS[format]}`,
      small: `${stem}-small.${EXTENSIONS[format]}`,
    };
    await Promise.all(
      (Object.keys(names) as AvatarVariant[]).map((variant) =>
        writeFile(path.join(this.dir, names[variant]), variants[variant], { flag: 'wx' }),
      ),
    );
    return names;
  }

  async read(name: string): Promise<StoredAvatar | null> {
    if (!AVATAR_FILE.test(name)) return null;
    try {
      const content = await readFile(path.join(this.dir, name));
      return { content, contentType: CONTENT_TYPES[path.extname(name).slice(1)] };
    } catch {
      return null;
    }
  }

  async remove(names: Array<string | null>): Promise<void> {
    await Promise.all(
      names
        .filter((name): name is string => !!name && AVATAR_FILE.test(name))
        .map((name) => rm(path.join(this.dir, name), { force: true })),
    );
  }
}
