import { useParams } from 'react-router-dom';
import { parseId } from '../../domain/common-rules';
import { ServiceDetail } from './service-detail';

export function Component() {
  const { id } = useParams();
  // A new id is a new page: the simulated loading starts over.
  return <ServiceDetail key={id} id={parseId(id)} />;
}
