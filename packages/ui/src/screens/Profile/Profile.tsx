import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { Stack } from '../../components/Stack';
import { QueryState } from '../../components/QueryState';
import { Skeleton } from '../../components/Skeleton';
import {
  ChangePasswordForm,
  DeleteAccount,
  portfolioTexts,
  ProfileDetailsForm,
  PublicProfileForm,
  useAccountSettings,
} from '../../features/account';
import { paths } from '../../paths';
import { accountTexts, useSession } from '../../session';

/**
 * /profile: name and photo, the public profile (docs/product.md, A public portfolio), password,
 * and deleting the account. Protected: the route table's guard shows it only to a signed-in
 * person.
 */
export function Profile() {
  const { user } = useSession();
  const settings = useAccountSettings();
  if (!user) return null;
  return (
    <>
      <PageTitle title={accountTexts.profileTitle} />
      <Stack gap="xl">
        <PageSection title={accountTexts.profileTitle} headingLevel={1} width="narrow">
          <ProfileDetailsForm user={user} />
        </PageSection>
        <PageSection
          title={portfolioTexts.publicProfile}
          width="narrow"
          aria-busy={settings.status === 'pending'}
        >
          <QueryState
            query={settings}
            errorText={portfolioTexts.settingsFailed}
            pending={
              <div role="status" aria-label={portfolioTexts.loadingSettings}>
                <Skeleton shape="block" width="100%" height="9rem" />
              </div>
            }
          >
            {(loaded) => (
              <PublicProfileForm
                settings={loaded}
                pageHref={(handle) => paths.portfolio.href(handle)}
              />
            )}
          </QueryState>
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
