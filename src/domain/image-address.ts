import * as z from 'zod/mini';
import { atMost } from './common-draft';
import * as messages from './messages';
import { URL_MAX } from './text-limits';

/**
 * An image's address in a product or project: a web address (http, https), a file of this site ('/…', not '//…')
 * or a file the demo store keeps ('stored-file:N', what its uploads are named). Anything else (javascript:, data:,
 * file:, a bare name) an <img> would load from somewhere unintended or not at all. The same addresses as
 * isLinkAddress (attachment-rules.ts) takes for links, checked without it: importing it here would split the
 * attachment rules into a chunk of their own, which every start's route table then lists.
 */
export function isImageAddress(url: string): boolean {
  return /^(?:https?:\/\/[^\s/]\S*|\/(?!\/)\S*|stored-file:\d+)$/i.test(url);
}

export const imageAddressSchema = z
  .string()
  .check(z.refine(isImageAddress, messages.invalidImageAddress), atMost('Bildadresse', URL_MAX));
