/** The skills field's texts: the course form's 'Skills taught' and the job form's 'Skills required'. */
export const skillsFieldTexts = {
  /** The field's label on the course form, and what a course's page calls the list. */
  taught: 'Skills taught',
  /** The field's label on the job form, and what a job's card and page call the list. */
  required: 'Skills required',
  /** The last option when the typed text is a skill nobody has yet. */
  addOption: (text: string) => `Add "${text}"`,
  /** The accessible name of a chip's remove button. */
  remove: (skill: string) => `Remove ${skill}`,
  /** The note under the field once `max` skills are chosen. */
  limitReached: (max: number) => `You can add up to ${max} skills.`,
  /** The list of chips, named after the field. */
  chosenList: (label: string) => `${label}: chosen`,
  loading: 'Loading suggestions…',
  // Said politely to screen readers as the chips change.
  added: (skill: string) => `${skill} added.`,
  removed: (skill: string) => `${skill} removed.`,
  alreadyChosen: (skill: string) => `${skill} is already chosen.`,
  tooLong: (max: number) => `A skill is at most ${max} characters.`,
  suggestionsFailed: 'Skill suggestions could not be loaded.',
} as const;
