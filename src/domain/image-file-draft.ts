import * as z from 'zod/mini';
import { uploadTypeOf } from './attachment-rules';
import { newFileSchema } from './common-draft';
import * as messages from './messages';

/**
 * A new picture of the site (product, project, hero): a raster image, named and declared alike. Kept out of
 * common-draft.ts, which forms without files import too. The store also checks the first bytes (upload-check.ts).
 */
export const newImageFileSchema = newFileSchema.check(z.refine((file) => uploadTypeOf(file, 'image') !== null, messages.imageFileType));
