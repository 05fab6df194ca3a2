// Flipchart photos: files that begin as JPEGs do (the store checks the first bytes, upload-check.ts) and are
// random after that, so nothing compresses them; and the pace at which the room uploads them.
import { createHash, randomBytes } from 'node:crypto';
import { COMMENT_MAX_FILE_BYTES, COMMENT_MAX_FILES } from '../../../src/domain/comment';

export const PHOTOS_PER_COMMENT = COMMENT_MAX_FILES;
export const PHOTO_BYTES = COMMENT_MAX_FILE_BYTES;

export interface Photo {
  name: string;
  size: number;
  sha256: string;
  blob: Blob;
}

const JPEG_START = [0xff, 0xd8, 0xff, 0xe0];

export function jpegLike(name: string, size: number): Photo {
  const bytes = randomBytes(size);
  bytes.set(JPEG_START.slice(0, size));
  return {
    name,
    size,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    blob: new Blob([bytes], { type: 'image/jpeg' }),
  };
}

/**
 * Hands out photo comments evenly over `seconds` from `start` until `targetBytes` are acknowledged: a participant
 * on a task page whose turn comes takes one (`take`) and reports how it went (`settle`). A refused upload is
 * handed out again.
 */
export function createUploadPlan(options: { targetBytes: number; bytesPerComment: number; seconds: number }) {
  const comments = Math.ceil(options.targetBytes / Math.max(1, options.bytesPerComment));
  const intervalMs = (options.seconds * 1000) / Math.max(1, comments);
  let start: number | null = null;
  let issued = 0;
  let inFlight = 0;
  let acknowledgedBytes = 0;
  let doneAt: number | null = null;
  return {
    comments,
    /** From now on (performance.now()) tickets are due. */
    begin(now: number) {
      start ??= now;
    },
    get started() {
      return start !== null;
    },
    get acknowledgedBytes() {
      return acknowledgedBytes;
    },
    /** performance.now() when the target was reached, else null. */
    get doneAt() {
      return doneAt;
    },
    take(now: number): boolean {
      if (start === null || doneAt !== null) return false;
      const due = Math.min(comments, Math.floor((now - start) / intervalMs) + 1);
      if (issued >= due || acknowledgedBytes + inFlight >= options.targetBytes) return false;
      issued++;
      inFlight += options.bytesPerComment;
      return true;
    },
    settle(ok: boolean, now: number) {
      inFlight -= options.bytesPerComment;
      if (!ok) {
        issued--;
        return;
      }
      acknowledgedBytes += options.bytesPerComment;
      if (acknowledgedBytes >= options.targetBytes && doneAt === null) doneAt = now;
    },
  };
}

export type UploadPlan = ReturnType<typeof createUploadPlan>;
