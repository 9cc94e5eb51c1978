import { useCombobox, useMultipleSelection } from 'downshift';
import { X } from 'lucide-react';
import { useId, useImperativeHandle, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { visuallyHidden } from '../../theme/utilities.css';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './SkillsField.css';
import {
  SKILL_LIMITS,
  isSkillName,
  normaliseSkillName,
  sameSkill,
  skillKey,
} from '@edugate/api-client/skills';
import { skillsFieldTexts as texts } from './texts';

export interface SkillsFieldProps {
  /** 'Skills taught' on the course form, 'Skills required' on the job form. */
  label: string;
  /** The chosen skills, in order. */
  value: string[];
  onChange: (next: string[]) => void;
  /** The caller's suggestions for the current input text (the field does no fetching). */
  suggestions: readonly string[];
  /** The typed text changed: the caller fetches suggestions for it. */
  onInputChange?: (text: string) => void;
  /** How many skills may be chosen (10 for a course, 15 for a job). */
  max: number;
  hint?: string;
  /** Validation message; marks the input invalid and is read with it. */
  error?: string;
  /** Suggestions for the current text are being fetched. */
  loading?: boolean;
  /** Each chosen skill is sent under this name when a form is submitted natively. */
  name?: string;
  id?: string;
  disabled?: boolean;
  /** The input lost focus (react-hook-form's Controller marks the field touched). */
  onBlur?: () => void;
  /** The input, e.g. react-hook-form's `field.ref`, so a failed submit can focus the field. */
  ref?: Ref<HTMLInputElement>;
}

/** An option of the listbox: a suggestion, or the typed text as a new skill. */
interface SkillOption {
  name: string;
  isNew: boolean;
}

const optionToString = (option: SkillOption | null) => option?.name ?? '';

/**
 * The options for the typed text: the suggestions not already chosen (case ignored, each once),
 * then `Add "{text}"` when the text is a valid name that is neither a suggestion nor chosen.
 */
function optionsFor(text: string, suggestions: readonly string[], chosen: readonly string[]) {
  const taken = new Set(chosen.map(skillKey));
  const options: SkillOption[] = [];
  const suggested = new Set<string>();
  for (const suggestion of suggestions) {
    const key = skillKey(suggestion);
    if (suggested.has(key) || !isSkillName(suggestion)) continue;
    suggested.add(key);
    if (!taken.has(key)) options.push({ name: normaliseSkillName(suggestion), isNew: false });
  }
  const typed = normaliseSkillName(text);
  const typedKey = skillKey(typed);
  if (isSkillName(typed) && !taken.has(typedKey) && !suggested.has(typedKey)) {
    options.push({ name: typed, isNew: true });
  }
  return options;
}

/**
 * A multi-select combobox for skills: suggestions as you type, each chosen skill a chip with a
 * remove button. downshift supplies the combobox and listbox semantics and keyboard; this adds
 * the skill rules (normalised names, case-insensitive reuse, a maximum) and the announcements.
 */
export function SkillsField({
  label,
  value,
  onChange,
  suggestions,
  onInputChange,
  max,
  hint,
  error,
  loading = false,
  name,
  id,
  disabled = false,
  onBlur,
  ref,
}: SkillsFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const labelId = `${inputId}-label`;
  const noteId = `${inputId}-note`;
  const [text, setText] = useState('');
  const [announcement, setAnnouncement] = useState('');
  // The input's node, for focus after a chip's remove button (state: a ref object may not be
  // handed to downshift's getters during render).
  const [inputNode, setInputNode] = useState<HTMLInputElement | null>(null);
  // The caller's ref (react-hook-form's `field.ref`) gets the input too.
  useImperativeHandle(ref, () => inputNode as HTMLInputElement, [inputNode]);

  const full = value.length >= max;
  const options = useMemo(
    () => (full ? [] : optionsFor(text, suggestions, value)),
    [full, text, suggestions, value],
  );

  const changeText = (next: string) => {
    setText(next);
    onInputChange?.(next);
  };

  const add = (skill: string) => {
    if (full) return;
    if (value.some((chosen) => sameSkill(chosen, skill))) {
      setAnnouncement(texts.alreadyChosen(skill));
      return;
    }
    onChange([...value, skill]);
    setAnnouncement(texts.added(skill));
  };

  const remove = (skill: string) => {
    onChange(value.filter((chosen) => chosen !== skill));
    setAnnouncement(texts.removed(skill));
  };

  const { getDropdownProps } = useMultipleSelection<string>({
    selectedItems: value,
    onSelectedItemsChange: ({ selectedItems = [] }) => {
      // Backspace in the empty input takes the last chip away.
      const removed = value.find((chosen) => !selectedItems.includes(chosen));
      if (removed !== undefined) remove(removed);
    },
  });

  const {
    isOpen,
    highlightedIndex,
    closeMenu,
    getLabelProps,
    getMenuProps,
    getInputProps,
    getItemProps,
  } = useCombobox<SkillOption>({
    items: options,
    itemToString: optionToString,
    inputId,
    labelId,
    inputValue: text,
    // Nothing stays selected in the combobox itself: a chosen option becomes a chip.
    selectedItem: null,
    onInputValueChange: ({ inputValue = '' }) => changeText(inputValue),
    stateReducer: (state, { type, changes }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          return { ...changes, inputValue: '', isOpen: false, highlightedIndex: -1 };
        case useCombobox.stateChangeTypes.InputBlur:
          // Leaving the field keeps the typed text and adds nothing.
          return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
        default:
          return changes;
      }
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) add(selectedItem.name);
    },
  });

  /** Enter with no option highlighted, or a comma: the typed text becomes a skill. */
  const commitText = () => {
    const typed = normaliseSkillName(text);
    if (typed === '') return;
    if (!isSkillName(typed)) {
      setAnnouncement(texts.tooLong(SKILL_LIMITS.nameLength));
      return;
    }
    // A suggestion with the same name is reused as it is spelt there ('react' picks 'React').
    const suggested = suggestions.find((suggestion) => sameSkill(suggestion, typed));
    add(suggested === undefined ? typed : normaliseSkillName(suggested));
    changeText('');
    closeMenu();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const highlighted = isOpen && highlightedIndex >= 0;
    const commits =
      event.key === ',' || (event.key === 'Enter' && !highlighted && normaliseSkillName(text));
    if (!commits) return;
    event.preventDefault();
    (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
      true;
    if (!full) commitText();
  };

  const open = isOpen && !full && (options.length > 0 || loading);
  const describedBy =
    [hint ? `${inputId}-hint` : null, full ? noteId : null, error ? `${inputId}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={fieldStyles.field}>
      <label {...getLabelProps({ className: fieldStyles.label })}>{label}</label>
      <div className={styles.combobox}>
        <input
          {...getInputProps(
            getDropdownProps({
              ref: setInputNode,
              onKeyDown,
              onBlur,
              disabled,
              // At the limit nothing can be typed; Backspace still takes the last chip away.
              readOnly: full,
              'aria-expanded': open,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': describedBy,
              className: styles.input,
            }),
          )}
        />
        <div className={styles.popup} hidden={!open}>
          <ul {...getMenuProps({ className: styles.listbox, 'aria-busy': loading })}>
            {open
              ? options.map((option, index) => (
                  <li
                    key={`${option.isNew ? 'new' : 'suggested'}:${option.name}`}
                    {...getItemProps({ item: option, index })}
                    className={styles.option}
                    data-highlighted={highlightedIndex === index || undefined}
                    data-new={option.isNew || undefined}
                  >
                    {option.isNew ? texts.addOption(option.name) : option.name}
                  </li>
                ))
              : null}
          </ul>
          {loading ? <p className={styles.loading}>{texts.loading}</p> : null}
        </div>
      </div>
      {value.length > 0 ? (
        <ul className={styles.chips} aria-label={texts.chosenList(label)}>
          {value.map((skill) => (
            <li key={skill} className={styles.chip}>
              <span className={styles.chipName}>{skill}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={texts.remove(skill)}
                disabled={disabled}
                onClick={() => {
                  remove(skill);
                  inputNode?.focus();
                }}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {name
        ? value.map((skill) => <input key={skill} type="hidden" name={name} value={skill} />)
        : null}
      {hint ? (
        <p id={`${inputId}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {full ? (
        <p id={noteId} className={styles.note}>
          {texts.limitReached(max)}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}
