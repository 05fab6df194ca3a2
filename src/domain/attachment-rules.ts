// Rules without zod, kept apart from the schemas in attachment.ts so that reads and first visits load no schema
// library (docs/decisions/004-lean-first-visit.md). attachment.ts re-exports everything here.
import type { AttachmentType } from './attachment';

export function attachmentTypeOf(file: { name: string; type: string }): AttachmentType {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf')) return 'pdf';
  return 'other';
}
