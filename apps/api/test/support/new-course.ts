/**
 * What the API answers for a course its owner has just created, in the reference server's tests
 * and the contract suite alike: the input as sent, the owner's name, nobody enrolled, no review yet
 * (no rating, never 0: docs/product.md, Ratings & Reviews), the default 30 seats and no outcomes
 * or skills unless the input has some.
 */
export function asCreated(input: Record<string, unknown>, addedByName: string) {
  return {
    outcomes: [],
    skills: [],
    ...input,
    addedByName,
    enrollments: 0,
    rating: null,
    ratingCount: 0,
    totalSeats: 30,
  };
}
