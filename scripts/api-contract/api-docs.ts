// `npm run api:docs`: writes docs/api/openapi.json from the catalogue of calls (scripts/api-contract/calls.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { calls } from './calls';
import { DOCUMENT_PATH, renderDocument } from './document-file';

const file = join(process.cwd(), DOCUMENT_PATH);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, await renderDocument(process.cwd()));
console.log(`${DOCUMENT_PATH} geschrieben: ${calls.length} Aufrufe.`);
