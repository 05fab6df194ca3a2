import { useEffect, useRef } from 'react';
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { Link } from '../../ui/link';
import type { FooterPage } from '../../domain/footer-page';
import { NotFoundError } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { formatDate } from '../../lib/format';
import { toast } from '../../stores/toasts';
import { Alert } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { PageNotFound } from '../../ui/page-not-found';
import { Page } from '../../ui/page';
import { SafeHtml } from '../../ui/safe-html';
import styles from './footer-page.module.css';
import { footerPageTexts as t } from './texts';
import layout from '../../ui/layout.module.css';
import prose from '../../ui/prose.module.css';
import { reading } from '../../data/change-scope';

/** SPEC §9: a footer page that fails to load sends the visitor home after 2000 ms. */
export const FAILURE_REDIRECT_MS = 2000;

type FooterPageData = { kind: 'page'; page: FooterPage } | { kind: 'not-found' } | { kind: 'failed' };

export const shouldRevalidate = reading(['footerPages']);

export async function loader({ params }: LoaderFunctionArgs): Promise<FooterPageData> {
  try {
    return { kind: 'page', page: await repository().footerPages.bySlug(params.slug ?? '') };
  } catch (error) {
    // Unknown and draft slugs both arrive as not found: a guest cannot tell a draft exists.
    return error instanceof NotFoundError ? { kind: 'not-found' } : { kind: 'failed' };
  }
}

function FooterPageView({ page }: { page: FooterPage }) {
  const updated = formatDate(page.updatedAt ?? page.createdAt);
  return (
    <Page title={page.title} lead={updated ? t.updated(updated) : undefined}>
      {page.status === 'draft' && (
        <p className={layout.draftNotice}>
          <Badge tone="warning">{t.draftBadge}</Badge> {t.draftNotice}
        </p>
      )}
      <article className={`${layout.raised} ${styles.article}`}>
        <SafeHtml className={`${prose.prose} ${styles.content}`} html={page.content} />
      </article>
    </Page>
  );
}

/** Toast once, then go home after 2 s; the notice explains the wait. */
function LoadFailed() {
  const navigate = useNavigate();
  const { key } = useLocation();
  // Effects run twice in development (StrictMode): one toast per visit, not per effect run.
  const notifiedFor = useRef<string | null>(null);
  useEffect(() => {
    if (notifiedFor.current !== key) {
      notifiedFor.current = key;
      toast.error(t.loadFailed);
    }
    const timer = setTimeout(() => navigate('/', { replace: true }), FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [key, navigate]);
  return (
    <Page title={t.loadFailed}>
      <Alert tone="info">{t.redirecting}</Alert>
      <Link to="/">{t.home}</Link>
    </Page>
  );
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  switch (data.kind) {
    case 'page':
      return <FooterPageView page={data.page} />;
    case 'not-found':
      return <PageNotFound />;
    case 'failed':
      return <LoadFailed />;
  }
}
