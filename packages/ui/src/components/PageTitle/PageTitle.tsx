import { usePageTitle } from './usePageTitle';

/** Sets the browser tab's title ('Home | EduGate'); renders nothing. */
export function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}
