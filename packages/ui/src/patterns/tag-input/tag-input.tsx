import {
  mergeTagNames,
  normalizeTagName,
  postTagsIssue,
  TAG_MESSAGES,
  tagNameIssue,
  tagSlug,
} from '@bitacora/domain';
import { type KeyboardEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Field } from '../../primitives/field/field';
import { controlStyles } from '../../primitives/field/field.styles';
import { tokens } from '../../tokens/tokens';

export type TagInputProps = {
  label?: string;
  /** The post's tag names. */
  value: readonly string[];
  onChange: (names: string[]) => void;
  /** The blog's existing tag names, offered as the user types. */
  suggestions?: readonly string[];
  /** A message from outside (the server's); the input's own rule errors show too. */
  error?: string | null;
  disabled?: boolean;
};

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['2']};
  margin: 0 0 ${tokens.space['2']};
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space['1']};
  padding: ${tokens.space['1']} ${tokens.space['1']} ${tokens.space['1']} ${tokens.space['3']};
  border: 1px solid ${tokens.color.border};
  border-radius: 999px;
  background: ${tokens.color.secondary};
  color: ${tokens.color.onSecondary};
  font-size: ${tokens.font.sizeSm};
`;

const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.5rem;
  height: 1.5rem;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  font-size: 1rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${tokens.color.secondaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 1px;
  }
`;

const Combo = styled.div`
  position: relative;
`;

const Input = styled.input`
  ${controlStyles}
`;

const Options = styled.ul`
  position: absolute;
  z-index: 5;
  top: calc(100% + 2px);
  left: 0;
  right: 0;
  max-height: 12rem;
  overflow: auto;
  margin: 0;
  padding: ${tokens.space['1']} 0;
  list-style: none;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceRaised};
`;

const Option = styled.li<{ $active: boolean }>`
  padding: ${tokens.space['2']} ${tokens.space['3']};
  cursor: pointer;
  background: ${({ $active }) => ($active ? tokens.color.secondary : 'transparent')};
`;

/** The suggestions that match what is typed (ignoring case and accents), not yet chosen. */
function matching(suggestions: readonly string[], chosen: readonly string[], typed: string) {
  const chosenSlugs = new Set(chosen.map(tagSlug));
  const query = tagSlug(typed);
  return suggestions
    .filter((name) => !chosenSlugs.has(tagSlug(name)) && tagSlug(name).includes(query))
    .slice(0, 8);
}

/**
 * A post's tags as chips, added by typing: Enter or a comma adds the name (or the highlighted
 * suggestion), each chip has its remove button, Backspace in an empty box removes the last.
 * The suggestions form an ARIA combobox, so the arrows move through them.
 */
export function TagInput({
  label = TAG_MESSAGES.inputLabel,
  value,
  onChange,
  suggestions = [],
  error,
  disabled = false,
}: TagInputProps) {
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [ownError, setOwnError] = useState<string | null>(null);
  const options = open ? matching(suggestions, value, typed) : [];

  const add = (name: string) => {
    if (normalizeTagName(name) === '') return;
    const issue = tagNameIssue(name) ?? postTagsIssue([...value, name]);
    if (issue) {
      setOwnError(issue);
      return;
    }
    // A name typed in another spelling of an existing tag takes that tag's spelling.
    const existing = suggestions.find((known) => tagSlug(known) === tagSlug(name));
    onChange(mergeTagNames([...value, existing ?? name]));
    setTyped('');
    setActive(-1);
    setOwnError(null);
  };

  const remove = (name: string) => {
    onChange(value.filter((other) => other !== name));
    setOwnError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter adds a tag instead of submitting the post's form.
      event.preventDefault();
      const chosen = options[active];
      add(chosen ?? typed);
    } else if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((current) => (current <= 0 ? options.length - 1 : current - 1));
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Backspace' && typed === '' && value.length > 0) {
      const last = value[value.length - 1];
      if (last !== undefined) remove(last);
    }
  };

  const shownError = ownError ?? error ?? null;
  return (
    <Field label={label} hint={TAG_MESSAGES.inputHint} error={shownError}>
      {({ controlId, describedBy, isInvalid }) => (
        <div data-field="tags">
          {value.length > 0 ? (
            <Chips aria-label={label}>
              {value.map((name) => (
                <Chip key={name}>
                  <span>{name}</span>
                  <RemoveButton
                    type="button"
                    aria-label={TAG_MESSAGES.remove(name)}
                    disabled={disabled}
                    onClick={() => remove(name)}
                  >
                    <span aria-hidden="true">×</span>
                  </RemoveButton>
                </Chip>
              ))}
            </Chips>
          ) : null}
          <Combo>
            <Input
              id={controlId}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={options.length > 0}
              aria-controls={listId}
              aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
              aria-describedby={describedBy}
              aria-invalid={isInvalid || undefined}
              autoComplete="off"
              value={typed}
              disabled={disabled}
              onChange={(event) => {
                const text = event.target.value;
                // A pasted "uno, dos" adds every name before the last comma.
                if (text.includes(',')) {
                  const parts = text.split(',');
                  for (const part of parts.slice(0, -1)) add(part);
                  setTyped(parts[parts.length - 1] ?? '');
                } else setTyped(text);
                setOpen(true);
                setActive(-1);
                setOwnError(null);
              }}
              onFocus={() => setOpen(true)}
              onBlur={() => setOpen(false)}
              onKeyDown={onKeyDown}
            />
            <Options
              id={listId}
              role="listbox"
              aria-label={TAG_MESSAGES.suggestions}
              hidden={options.length === 0}
            >
              {options.map((name, index) => (
                <Option
                  key={name}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  $active={index === active}
                  // Chosen before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    add(name);
                  }}
                >
                  {name}
                </Option>
              ))}
            </Options>
          </Combo>
        </div>
      )}
    </Field>
  );
}
