// A screen's states besides its content: nothing to show, or its data could not be loaded.
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router-dom';
import { Link } from './link';
import { Button, buttonClass, type ButtonVariant } from './button';
import layout from './layout.module.css';
import { Card, Page } from './page';

interface NoticeProps {
  title: string;
  /** What happened, e.g. that the project does not exist (any more). */
  text: string;
  /** The one way on, e.g. back to the list. */
  to: string;
  linkLabel: string;
}

/** A screen that only says why there is nothing to show (not found, not available) and links on. */
export function NoticePage({
  title,
  text,
  to,
  linkLabel,
  variant = 'primary',
}: NoticeProps & { variant?: ButtonVariant }) {
  return (
    <Page title={title} lead={text}>
      <Link className={buttonClass(variant)} to={to}>
        {linkLabel}
      </Link>
    </Page>
  );
}

/** The member area's notice: the text as a paragraph with the link, in a card where `inCard` asks for one. */
export function NoticeTextPage({ title, text, to, linkLabel, inCard = false }: NoticeProps & { inCard?: boolean }) {
  const notice = (
    <>
      <p>{text}</p>
      <Link className={buttonClass('secondary')} to={to}>
        {linkLabel}
      </Link>
    </>
  );
  return <Page title={title}>{inCard ? <Card className={layout.statusMessage}>{notice}</Card> : notice}</Page>;
}

/** After a failed load: reads the screen's data again, and is disabled while it does. */
export function RetryButton({ children }: { children: ReactNode }) {
  const revalidator = useRevalidator();
  return (
    <Button variant="secondary" onClick={() => void revalidator.revalidate()} disabled={revalidator.state !== 'idle'}>
      {children}
    </Button>
  );
}
