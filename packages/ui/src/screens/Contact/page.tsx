import { useContactDetails } from '../../features/content';
import { Contact } from './Contact';

/** The page shows the details the app configured (ContactDetailsProvider). */
export function Component() {
  return <Contact details={useContactDetails()} />;
}
