// Account: the profile's forms and deleting the account. The identity provider's side
// (name, photo, password) goes through the session; deleting goes through the API.
export { useDeleteAccount, deleteAccountMutation } from './api/mutations';
export { ProfileDetailsForm } from './components/ProfileDetailsForm';
export { ChangePasswordForm } from './components/ChangePasswordForm';
export { DeleteAccount } from './components/DeleteAccount';
