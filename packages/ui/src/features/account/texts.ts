/** The Profile's 'Public profile' part and the public portfolio page (docs/product.md, A public portfolio). */
export const portfolioTexts = {
  publicProfile: 'Public profile',
  handle: 'Handle',
  /** The hint under the handle: the page's address. */
  address: (handle: string) => `Your page's address: /u/${handle || '{handle}'}`,
  showPortfolio: 'Show my certificates on a public profile page',
  jobMatches: 'Tell me about jobs that match my skills',
  save: 'Save public profile',
  saved: 'Public profile saved',
  saveFailed: 'Could not save your public profile. Please try again.',
  settingsFailed: 'Could not load your public profile settings.',
  loadingSettings: 'Loading your public profile settings',
  viewPage: 'View your public page',
  portfolioFailed: 'Could not load this profile.',
  loadingPortfolio: 'Loading the profile',
  certificates: 'Certificates',
  noCertificates: 'No certificates yet.',
  noSkills: 'No verified skills yet.',
  issuedOn: (date: string) => `Issued ${date}`,
  viewCertificate: 'View certificate',
} as const;
