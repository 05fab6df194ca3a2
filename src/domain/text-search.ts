/** Lower case, with umlauts in one form: a pasted "u" + combining diaeresis finds "ü" (NFC). */
const searchable = (text: string) => text.normalize('NFC').toLocaleLowerCase('de');

/** True when the search is empty, or found (case-insensitively, anywhere) in one of the texts. */
export function matchesText(search: string, texts: readonly string[]): boolean {
  const needle = searchable(search.trim());
  return needle === '' || texts.some((text) => searchable(text).includes(needle));
}
