import { join } from 'node:path';
import * as prettier from 'prettier';
import { buildDocument } from './openapi';

/** Where the document lives, from the repository's root. */
export const DOCUMENT_PATH = 'docs/api/openapi.json';

/** The document as `npm run api:docs` writes it: formatted as the repository's prettier wants it. */
export async function renderDocument(root: string): Promise<string> {
  const filepath = join(root, DOCUMENT_PATH);
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(JSON.stringify(buildDocument()), { ...options, filepath });
}
