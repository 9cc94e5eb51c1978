import { PageTitle } from '@edugate/ui/components/PageTitle';
import { Link, useParams } from 'react-router-dom';
import { throwawayAddress } from './route';

/** A screen as small as a screen gets: its title, what the address says, a link to another. */
export function Throwaway() {
  const { name } = useParams();
  return (
    <main>
      <PageTitle title="Throwaway" />
      <h1>Throwaway page for {name}</h1>
      <Link to={throwawayAddress.href('another one')}>Another</Link>
    </main>
  );
}
