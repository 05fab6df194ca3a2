/**
 * `html` with an inline script ahead of the app's own tags: an inline script after a style sheet waits for that
 * sheet, and what it starts would start a round trip later. `name` says which script in the build's error.
 */
export function withScriptBeforeApp(html: string, script: string, name: string): string {
  const appScript = html.indexOf('<script type="module"');
  if (appScript < 0) throw new Error(`index.html hat kein Modul-Skript, vor das ${name} gehört`);
  return `${html.slice(0, appScript)}<script>${script}</script>\n    ${html.slice(appScript)}`;
}
