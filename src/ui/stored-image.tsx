import { createContext, useContext, useEffect, useState, type ImgHTMLAttributes } from 'react';

/** Turns a stored file URL into a displayable one (demo: object URLs of Blobs); set once by the app. */
export type FileOpener = (url: string) => Promise<{ url: string; release: () => void }>;

const passThrough: FileOpener = async (url) => ({ url, release: () => {} });
export const FileOpenerContext = createContext<FileOpener>(passThrough);

const isDirect = (url: string) => /^(\/|https?:|data:|blob:)/.test(url);

/** The displayable URL of a stored file; object URLs are released on unmount or change. */
export function useFileUrl(url: string | null | undefined): string | null {
  const open = useContext(FileOpenerContext);
  const [resolved, setResolved] = useState<{ from: string; url: string } | null>(null);
  useEffect(() => {
    if (!url || isDirect(url)) return;
    let release: (() => void) | null = null;
    let active = true;
    void open(url).then((file) => {
      if (active) {
        release = file.release;
        setResolved({ from: url, url: file.url });
      } else file.release();
    });
    return () => {
      active = false;
      release?.();
    };
  }, [url, open]);
  if (!url) return null;
  if (isDirect(url)) return url;
  return resolved?.from === url ? resolved.url : null;
}

export interface StoredImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
}

/** An <img> for shipped paths and stored files alike; width and height are required against layout shift. */
export function StoredImage({ src, alt, loading = 'lazy', decoding = 'async', ...rest }: StoredImageProps) {
  const url = useFileUrl(src);
  if (!url) {
    // A placeholder of the final size; named only when the image itself would be.
    const a11y = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return (
      <span
        {...a11y}
        style={{
          display: 'block',
          aspectRatio: `${rest.width} / ${rest.height}`,
          background: '#e7ebf0',
          ...rest.style,
        }}
        className={rest.className}
      />
    );
  }
  return <img src={url} alt={alt} loading={loading} decoding={decoding} {...rest} />;
}
