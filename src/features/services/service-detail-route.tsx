import { useParams } from 'react-router-dom';
import { parseId } from '../../domain/common-rules';
import { paramsCrumbHandle } from '../../lib/breadcrumb';
import { ServiceDetail } from './service-detail';
import { findService } from './services-data';

// The services are fixed texts: the name is known before the page's simulated load ends.
export const handle = paramsCrumbHandle((params) => findService(parseId(params.id))?.title);

export function Component() {
  const { id } = useParams();
  // A new id is a new page: the simulated loading starts over.
  return <ServiceDetail key={id} id={parseId(id)} />;
}
