// @vitest-environment node
import { prerenderedPages } from './prerendered-pages';
import { renderLoadingLayout, renderPage, renderPageWithoutData } from './render-page';

// The build renders these pages in Node (scripts/prerender-plugin.ts); a screen that touches the browser while
// rendering, or data that do not survive JSON, fail here before they fail the build.
describe('renderPage', () => {
  it('renders the landing page with the sample data, as a guest sees it', async () => {
    const page = await renderPage('/');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Gemeinsam Prototypen entwickeln');
    expect(page.html).toContain('Ausgewählte Produkte');
    expect(page.html).toContain('Login');
    // The featured products are in the markup, not a loading skeleton.
    const data = JSON.parse(page.loaderDataJson) as Record<string, { featured?: { title: string }[] }>;
    const featured = Object.values(data).find((route) => route.featured)?.featured ?? [];
    expect(featured.length).toBeGreaterThan(0);
    for (const product of featured) expect(page.html).toContain(product.title);
  });

  it('renders every page the build writes', async () => {
    for (const { path } of prerenderedPages) {
      const page = await renderPage(path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toContain('<main');
    }
  });
});

describe('renderPageWithoutData', () => {
  it("renders the login page for an api build: the form, and a footer without the server's pages", async () => {
    const page = await renderPageWithoutData('/login');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Login<\/h1>/);
    expect(page.html).toContain('Rechtliches');
    expect(page.html).not.toContain('Impressum');
    expect(JSON.parse(page.loaderDataJson)).toEqual({ site: { legalPages: [] } });
  });

  it('refuses a page with data of its own', async () => {
    await expect(renderPageWithoutData('/produkte')).rejects.toThrow('hat eigene Daten');
  });
});

describe('renderLoadingLayout', () => {
  it("renders the header above 'Laden...', without a page or the footer, for an api build's index.html", async () => {
    const html = await renderLoadingLayout();
    expect(html).toContain('aria-label="Hauptnavigation"');
    expect(html).toContain('>Login</a>');
    expect(html).toMatch(/<main [^>]*><p class="app-loading" role="status">Laden...<\/p><\/main>/);
    expect(html).not.toContain('<footer');
    expect(html).not.toContain('Demo-Modus');
  });
});
