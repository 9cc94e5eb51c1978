import { normaliseSkillName, unwrap, type ApiClient } from '@edugate/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api';
import { skillsFieldTexts } from './texts';
import { skillKeys } from './keys';

/** How many suggestions a skills field lists under its input. */
export const SUGGESTIONS_SHOWN = 8;

/** The shared list's names containing `text`, those starting with it first (GET /skills). */
export function skillSuggestionsQuery(client: ApiClient, text: string) {
  const q = normaliseSkillName(text).toLowerCase();
  return queryOptions({
    queryKey: skillKeys.suggestions(q),
    queryFn: async ({ signal }) => {
      const skills = await unwrap(
        client.GET('/skills', { params: { query: { q, limit: SUGGESTIONS_SHOWN } }, signal }),
        skillsFieldTexts.suggestionsFailed,
      );
      return (Array.isArray(skills) ? skills : []).map((skill) => skill.name);
    },
    // The list changes only when someone saves a new name: a minute is fresh enough.
    staleTime: 60_000,
  });
}

/**
 * Suggestions for the text typed so far; the previous text's stay on screen while the next
 * arrive, so the list does not flicker empty between keystrokes.
 */
export function useSkillSuggestions(text: string, enabled = true) {
  const client = useApiClient();
  return useQuery({
    ...skillSuggestionsQuery(client, text),
    enabled,
    placeholderData: keepPreviousData,
  });
}
