import { useDeferredValue, useState } from 'react';
import { SkillsField, type SkillsFieldProps } from './SkillsField';
import { useSkillSuggestions } from './suggestions';

export type SkillsPickerProps = Omit<SkillsFieldProps, 'suggestions' | 'onInputChange' | 'loading'>;

/**
 * The skills field of the course and job forms, with the shared list's suggestions for what is
 * typed (GET /skills). The text is deferred, so typing stays responsive and a burst of keys asks
 * for the text it settles on.
 */
export function SkillsPicker(props: SkillsPickerProps) {
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const atMax = props.value.length >= props.max;
  const suggestions = useSkillSuggestions(deferred, !atMax && !props.disabled);
  return (
    <SkillsField
      {...props}
      suggestions={suggestions.data ?? []}
      onInputChange={setText}
      loading={suggestions.isFetching && suggestions.data === undefined}
    />
  );
}
