// @vitest-environment node
import { referencedPaths } from './sample-files-plugin';

const folders = ['images', 'files'];
const matches = (code: string, path: string) => referencedPaths(code, folders).some((pattern) => pattern.test(path));

describe('which sample files a build refers to', () => {
  it('finds the paths its code names literally, in scripts, markup and styles', () => {
    const code =
      'const a={imageUrl:"/images/services/workshop.svg"};<img src="/files/Bericht.pdf">;url(/images/hero/home.svg)';
    expect(matches(code, '/images/services/workshop.svg')).toBe(true);
    expect(matches(code, '/files/Bericht.pdf')).toBe(true);
    expect(matches(code, '/images/hero/home.svg')).toBe(true);
    expect(matches(code, '/images/services/launch.svg')).toBe(false);
    expect(matches(code, '/images/services/workshop.svg.bak')).toBe(false);
  });

  it('keeps every file a computed name could stand for', () => {
    expect(matches('x=`/images/products/${r.slug}.svg`', '/images/products/dienstplan-ki.svg')).toBe(true);
    expect(matches('x=`/images/products/${r.slug}.svg`', '/images/products/dienstplan-ki.png')).toBe(false);
    expect(matches('x=`/images/products/${r.slug}.svg`', '/images/hero/home.svg')).toBe(false);
    expect(matches('x="/images/products/"+slug', '/images/products/a/b.svg')).toBe(true);
    expect(matches('x=`/files/${f("a")}`', '/files/Bericht.pdf')).toBe(true);
  });

  it('looks only in the given folders', () => {
    expect(referencedPaths('const icon="/icons/icon-192.png";const file="/files/Bericht.pdf"', ['images'])).toEqual([]);
  });
});
