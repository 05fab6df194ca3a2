import * as z from 'zod/mini';
import { limitedText } from './common-draft';
import { DESCRIPTION_MAX, TITLE_MAX } from './text-limits';

/** One feature row of a product or project, as its form holds it and the store checks it. */
export const featureRowSchema = z.object({
  title: limitedText('Titel der Funktion', TITLE_MAX),
  description: limitedText('Beschreibung der Funktion', DESCRIPTION_MAX),
});
