/**
 * Compile-time check that what a form submits is what the contract accepts: `true` only when
 * every field of `Submitted` fits `Input` and no field of `Input` is missing from the form.
 * Use as `const check: MatchesContract<z.output<typeof schema>, CourseInput> = true;`.
 */
export type MatchesContract<Submitted, Input> = [Submitted] extends [Input]
  ? [Exclude<keyof Input, keyof Submitted>] extends [never]
    ? [Exclude<keyof Submitted, keyof Input>] extends [never]
      ? true
      : { extraFields: Exclude<keyof Submitted, keyof Input> }
    : { missingFields: Exclude<keyof Input, keyof Submitted> }
  : { notAssignable: Submitted };
