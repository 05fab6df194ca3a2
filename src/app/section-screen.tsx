import { Page } from '../ui/page';

/** A route whose screen is still being built: its real heading and one honest sentence. */
export function SectionScreen({ title }: { title: string }) {
  return <Page title={title} lead="Dieser Bereich wird gerade aufgebaut." />;
}
