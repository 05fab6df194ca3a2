import type { ReactNode } from 'react';
import { Link } from '../../ui/link';
import { FlaskConical } from '../../ui/icons/flask-conical';
import { Card } from '../../ui/page';
import styles from './account-form.module.css';
import { demoHintTexts } from './texts';

/** The demo's hint beside an account form: what the demo does instead of the server's e-mails and invitations. */
export function DemoHintCard({ children }: { children: ReactNode }) {
  return (
    <Card className={styles.demo}>
      <h2>
        <FlaskConical size={18} aria-hidden="true" />
        {demoHintTexts.heading}
      </h2>
      {children}
    </Card>
  );
}

/** A paragraph of the hint that leads to where the demo shows what happened (its mailbox, the invitations tab). */
export function HintLink({ before, to, link, after }: { before: string; to: string; link: string; after: string }) {
  return (
    <p>
      {before} <Link to={to}>{link}</Link>
      {after}
    </p>
  );
}
