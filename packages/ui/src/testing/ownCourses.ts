import { fixtureCourses, fixtureOwnerOf, fixtureUser } from '@edugate/api-client/mocks';

const ownedBySignedIn = (course: (typeof fixtureCourses)[number]) =>
  fixtureOwnerOf(course) === fixtureUser.email;

/** The fixture courses the signed-in fixture user authored: theirs to edit and remove. */
export const ownCourses = fixtureCourses.filter(ownedBySignedIn);

/** The fixture courses someone else authored: the signed-in user may not edit them. */
export const othersCourses = fixtureCourses.filter((course) => !ownedBySignedIn(course));
