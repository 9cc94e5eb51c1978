import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { Stack } from '../../components/Stack';
import { ChangePasswordForm, DeleteAccount, ProfileDetailsForm } from '../../features/account';
import { accountTexts, useSession } from '../../session';

/**
 * /profile: name and photo, password, and deleting the account. Protected: the
 * route table's guard shows it only to a signed-in person.
 */
export function Profile() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <PageTitle title={accountTexts.profileTitle} />
      <Stack gap="xl">
        <PageSection title={accountTexts.profileTitle} headingLevel={1} width="narrow">
          <ProfileDetailsForm user={user} />
        </PageSection>
        <PageSection title="Password" width="narrow">
          <ChangePasswordForm user={user} />
        </PageSection>
        <PageSection title={accountTexts.deleteHeading} width="narrow">
          <DeleteAccount />
        </PageSection>
      </Stack>
    </>
  );
}
