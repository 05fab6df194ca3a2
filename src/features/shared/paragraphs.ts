/** A plain-text description's paragraphs: blank lines separate them, and empty ones are dropped. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
