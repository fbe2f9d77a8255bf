import { Navigate, useParams } from 'react-router-dom';
import { PATHS } from '../../../routing';
import { exploreSearch } from '../explore-params';

/** `/superset/explore/p/{key}/`, the address a chart permalink answers: Explore opened on the stored state. */
export function ExplorePermalinkPage() {
  const { key = '' } = useParams();
  return <Navigate replace to={`${PATHS.explore}${exploreSearch({ permalinkKey: key })}`} />;
}
