import { OTHER_CERTIFICATE_ID } from '@edugate/api-client/mocks';
import type { Meta } from '@storybook/react-vite';
import { paths } from '../../paths';
import { screenParameters } from '../../testing';
import { Certificate } from './Certificate';

/** The Certificate page of certificate `id`, signed out unless a story says otherwise. */
export const at = (id: string) =>
  screenParameters({ route: paths.certificate.path, path: paths.certificate.href(id) });

/**
 * The meta both Certificate story files share but for `title` and `tags`, which each file writes
 * out (see screenMeta): someone else's certificate, opened by its link.
 */
export const othersCertificate = {
  component: Certificate,
  parameters: at(OTHER_CERTIFICATE_ID),
} satisfies Meta<typeof Certificate>;
