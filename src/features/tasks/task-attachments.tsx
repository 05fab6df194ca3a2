import { FileText } from '../../ui/icons/file-text';
import type { Attachment } from '../../domain/attachment';
import { formatBytes } from '../../lib/format';
import { StoredImage, useFileUrl } from '../../ui/stored-image';
import styles from './task-detail.module.css';
import { detailTexts as t } from './texts';
import layout from '../../ui/layout.module.css';

function FileLink({ attachment }: { attachment: Pick<Attachment, 'name' | 'url' | 'size'> }) {
  const url = useFileUrl(attachment.url);
  return (
    <a
      href={url ?? undefined}
      download={attachment.name}
      className={styles.fileLink}
      aria-disabled={!url}
      title={attachment.name}
    >
      <FileText size={18} aria-hidden="true" />
      {/* Name and size flow as one text: the size wraps first, the name breaks inside a word only when it must. */}
      <span className={styles.fileName}>
        {attachment.name}
        {attachment.size > 0 && <small> ({formatBytes(attachment.size)})</small>}
      </span>
    </a>
  );
}

/** Images are previewed; other files are offered for download. */
export function AttachmentList({ attachments }: { attachments: Pick<Attachment, 'name' | 'url' | 'size' | 'type'>[] }) {
  if (attachments.length === 0) return <p className={styles.muted}>{t.noAttachments}</p>;
  return (
    <ul className={layout.wrapList}>
      {attachments.map((a, i) => (
        <li key={`${a.url}-${i}`}>
          {a.type === 'image' ? (
            <figure className={styles.figure}>
              <StoredImage src={a.url} alt="" width={160} height={120} className={styles.thumb} />
              <figcaption>
                <FileLink attachment={a} />
              </figcaption>
            </figure>
          ) : (
            <FileLink attachment={a} />
          )}
        </li>
      ))}
    </ul>
  );
}
