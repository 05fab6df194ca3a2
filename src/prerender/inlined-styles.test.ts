import { afterEach, describe, expect, it } from 'vitest';
import { inlinedStylesScript, markInlinedStyles } from './inlined-styles';

const hrefs = ['/assets/index-abc.css', '/assets/landing-abc.css'];
const styleLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

describe('markInlinedStyles', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('marks the inlined stylesheets as present without enabling them', () => {
    markInlinedStyles(hrefs);
    expect(styleLinks().map((link) => new URL(link.href).pathname)).toEqual(hrefs);
    expect(styleLinks().every((link) => link.disabled)).toBe(true);
  });

  it('runs as the inline script, without anything from outside', () => {
    new Function(inlinedStylesScript(hrefs))();
    expect(styleLinks()).toHaveLength(2);
  });
});
