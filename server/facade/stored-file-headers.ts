import { mimeEssence, uploadImageTypes, uploadTypes } from '../../src/domain/attachment-rules';

// A file name as an RFC 5987 value: percent-encoded UTF-8, also the characters encodeURIComponent leaves.
const headerValueOf = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * How /api/files answers, as the provider's server must: never as a document that could run on this origin. Images
 * are shown, everything else comes as a download (Content-Disposition: attachment); nosniff stops a browser from
 * taking a file for HTML. Only the types uploads are stored with are sent; any other comes as bytes.
 */
export function storedFileHeaders(file: { name: string; type: string }): Record<string, string> {
  const type = mimeEssence(file.type);
  const headers: Record<string, string> = {
    'Content-Type': uploadTypes.includes(type) ? type : 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
  };
  if (!uploadImageTypes.includes(type))
    headers['Content-Disposition'] = `attachment; filename*=UTF-8''${headerValueOf(file.name)}`;
  return headers;
}
