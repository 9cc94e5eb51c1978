// Account: the profile's forms, the person's settings and public portfolio, and deleting the
// account. The identity provider's side (name, photo, password) goes through the session; the
// rest goes through the API.
export {
  useDeleteAccount,
  deleteAccountMutation,
  updateAccountSettingsMutation,
  useUpdateAccountSettings,
} from './api/mutations';
export { accountKeys } from './api/keys';
export {
  accountSettingsQuery,
  useAccountSettings,
  portfolioQuery,
  usePortfolio,
} from './api/queries';
export { portfolioTexts } from './texts';
export { ProfileDetailsForm } from './components/ProfileDetailsForm';
export { ChangePasswordForm } from './components/ChangePasswordForm';
export { DeleteAccount } from './components/DeleteAccount';
export { PublicProfileForm } from './components/PublicProfileForm';
