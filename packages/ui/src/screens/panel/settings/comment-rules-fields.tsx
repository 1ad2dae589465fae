import type { BlogSettings } from '@bitacora/api';
import {
  blockExpiryOf,
  DEFAULT_COMMENT_RULES,
  formatDate,
  COMMENT_RULES_MESSAGES as M,
  parseHeldWords,
  validateBlockedCount,
  validateBlockedEmail,
  validateBlockedIp,
  validateCloseAfterDays,
  validateHeldWords,
  validateMaxLinks,
} from '@bitacora/domain';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/button/button';
import { Select } from '../../../primitives/select/select';
import { TextArea } from '../../../primitives/text-area/text-area';
import { TextField } from '../../../primitives/text-field/text-field';
import { Toggle } from '../../../primitives/toggle/toggle';
import { bareList, stack } from '../../../tokens/mixins';
import { tokens } from '../../../tokens/tokens';
import { Fieldset, Hint, Row } from './settings-screen.styles';

/**
 * One block as the save sends it: an email, a new address as typed (the server keeps only its
 * hash), or an address read back, which is only its hash and never shown in clear.
 */
export type CommentBlock =
  | { kind: 'email'; value: string; expiresAt: string | null }
  | { kind: 'ip'; address: string; expiresAt: string | null }
  | { kind: 'ip'; hash: string; expiresAt: string };

/** The comment rules 'Guardar Cambios' sends (`commentRules` of PUT /api/settings). */
export type CommentRulesValues = {
  enabled: boolean;
  maxLinks: number;
  heldWords: string[];
  autoApproveKnown: boolean;
  closeAfterDays: number | null;
  blocked: CommentBlock[];
};

/** The section's fields as typed. */
export type CommentRulesDraft = {
  enabled: boolean;
  maxLinks: string;
  closeAfterDays: string;
  heldWords: string;
  autoApproveKnown: boolean;
  blocked: CommentBlock[];
};

/** The field an error is shown at: a rule, one row of the list ('blocked.2') or the new row. */
export type CommentRulesErrors = Partial<Record<string, string>>;

export function commentRulesDraftOf(settings: BlogSettings): CommentRulesDraft {
  const rules = settings.commentRules ?? DEFAULT_COMMENT_RULES;
  return {
    enabled: rules.enabled,
    maxLinks: String(rules.maxLinks),
    closeAfterDays: rules.closeAfterDays === null ? '' : String(rules.closeAfterDays),
    heldWords: rules.heldWords.join('\n'),
    autoApproveKnown: rules.autoApproveKnown,
    blocked: rules.blocked,
  };
}

/** The draft checked by the domain's rules: the values to send, or the errors by field. */
export function readCommentRules(
  draft: CommentRulesDraft,
): { values: CommentRulesValues; errors: null } | { values: null; errors: CommentRulesErrors } {
  const heldWords = parseHeldWords(draft.heldWords);
  const errors: CommentRulesErrors = {
    maxLinks: validateMaxLinks(draft.maxLinks) ?? undefined,
    closeAfterDays: validateCloseAfterDays(draft.closeAfterDays) ?? undefined,
    heldWords: validateHeldWords(heldWords) ?? undefined,
    blocked: validateBlockedCount(draft.blocked.length) ?? undefined,
  };
  if (Object.values(errors).some((error) => error !== undefined)) return { values: null, errors };
  const days = draft.closeAfterDays.trim();
  return {
    values: {
      enabled: draft.enabled,
      maxLinks: Number(draft.maxLinks.trim()),
      heldWords,
      autoApproveKnown: draft.autoApproveKnown,
      closeAfterDays: days === '' ? null : Number(days),
      blocked: draft.blocked,
    },
    errors: null,
  };
}

/**
 * The server's field errors (`details[].path`) at the section's fields: 'commentRules.maxLinks'
 * at its field, a word's at the words, a block's at its row.
 */
export function commentRulesErrorsOf(fieldErrors: Readonly<Record<string, string>>) {
  const errors: CommentRulesErrors = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const [root, field, index] = path.split('.');
    if (root !== 'commentRules' || field === undefined) continue;
    const key = field === 'blocked' && index !== undefined ? `blocked.${index}` : field;
    errors[key] ??= message;
  }
  return errors;
}

const Blocks = styled.ul`
  ${stack('2')}
  ${bareList}

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${tokens.space['2']};
    padding: ${tokens.space['2']} ${tokens.space['3']};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }

  li > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }

  small {
    color: ${tokens.color.textMuted};
  }
`;

const RowError = styled.p`
  flex-basis: 100%;
  color: ${tokens.color.errorText};
  font-size: ${tokens.font.sizeSm};
`;

const AddRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 10rem) minmax(0, 1fr) minmax(0, 11rem) auto;
  align-items: start;
  gap: ${tokens.space['3']};

  > button {
    margin-top: 1.75rem;
  }

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);

    > button {
      margin-top: 0;
    }
  }
`;

const KIND_OPTIONS = [
  { value: 'email', label: M.blockedEmail },
  { value: 'ip', label: M.blockedIp },
] as const;

/** A block's identity in the list: one row per email or address. */
function blockKey(block: CommentBlock): string {
  if (block.kind === 'email') return `email:${block.value}`;
  return 'hash' in block ? `hash:${block.hash}` : `ip:${block.address}`;
}

function blockLabel(block: CommentBlock): string {
  if (block.kind === 'email') return block.value;
  return 'address' in block ? block.address : M.blockedHiddenIp;
}

type CommentRulesFieldsProps = {
  draft: CommentRulesDraft;
  errors: CommentRulesErrors;
  /** The blog's zone: a block ends at the end of the chosen day there. */
  timeZone: string;
  onChange: (draft: CommentRulesDraft) => void;
  onErrors: (errors: CommentRulesErrors) => void;
  /** Settings of the screen's own that belong with the comments (who may comment). */
  children?: ReactNode;
};

/** Settings' 'Comentarios': where visitors' comments are refused, held or approved. */
export function CommentRulesFields({
  draft,
  errors,
  timeZone,
  onChange,
  onErrors,
  children,
}: CommentRulesFieldsProps) {
  const enabledHintId = useId();
  const knownHintId = useId();
  const [kind, setKind] = useState<'email' | 'ip'>('email');
  const [value, setValue] = useState('');
  const [expiry, setExpiry] = useState('');
  const set = <K extends keyof CommentRulesDraft>(field: K, next: CommentRulesDraft[K]) =>
    onChange({ ...draft, [field]: next });

  const add = () => {
    const valueError = kind === 'email' ? validateBlockedEmail(value) : validateBlockedIp(value);
    const end = blockExpiryOf(expiry, timeZone, new Date());
    const countError = validateBlockedCount(draft.blocked.length + 1);
    onErrors({
      ...errors,
      newBlock: valueError ?? countError ?? undefined,
      newBlockExpiry: end.error ?? undefined,
    });
    if (valueError || countError || end.error !== null) return;
    const typed = value.trim();
    const block: CommentBlock =
      kind === 'email'
        ? { kind, value: typed.toLowerCase(), expiresAt: end.expiresAt }
        : { kind, address: typed, expiresAt: end.expiresAt };
    // Blocking again what is listed changes its end instead of listing it twice.
    set('blocked', [
      ...draft.blocked.filter((listed) => blockKey(listed) !== blockKey(block)),
      block,
    ]);
    setValue('');
    setExpiry('');
  };

  // Enter in the new row adds it instead of saving the whole form.
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  const remove = (index: number) => {
    set(
      'blocked',
      draft.blocked.filter((_, at) => at !== index),
    );
    // Rows after it move up: their server errors no longer point at them.
    onErrors(
      Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith('blocked.'))),
    );
  };

  return (
    <Fieldset>
      <legend>{M.section}</legend>
      <Toggle
        checked={draft.enabled}
        onCheckedChange={(enabled) => set('enabled', enabled)}
        label={M.enabled}
        aria-describedby={enabledHintId}
      />
      <Hint id={enabledHintId}>{M.enabledHelp}</Hint>
      {children}
      <Row>
        <TextField
          label={M.closeAfterDays}
          name="closeAfterDays"
          inputMode="numeric"
          value={draft.closeAfterDays}
          error={errors.closeAfterDays}
          hint={M.closeAfterDaysHelp}
          onChange={(event) => set('closeAfterDays', event.target.value)}
        />
        <TextField
          label={M.maxLinks}
          name="maxLinks"
          inputMode="numeric"
          value={draft.maxLinks}
          error={errors.maxLinks}
          onChange={(event) => set('maxLinks', event.target.value)}
        />
      </Row>
      <TextArea
        label={M.heldWords}
        name="heldWords"
        rows={4}
        value={draft.heldWords}
        error={errors.heldWords}
        hint={M.heldWordsHelp}
        onChange={(event) => set('heldWords', event.target.value)}
      />
      <Toggle
        checked={draft.autoApproveKnown}
        onCheckedChange={(autoApproveKnown) => set('autoApproveKnown', autoApproveKnown)}
        label={M.autoApproveKnown}
        aria-describedby={knownHintId}
      />
      <Hint id={knownHintId}>{M.autoApproveKnownHelp}</Hint>
      <Fieldset>
        <legend>{M.blocked}</legend>
        {errors.blocked ? <RowError role="alert">{errors.blocked}</RowError> : null}
        {draft.blocked.length === 0 ? (
          <Hint>{M.blockedEmpty}</Hint>
        ) : (
          <Blocks aria-label={M.blocked}>
            {draft.blocked.map((block, index) => {
              const label = blockLabel(block);
              const rowError = errors[`blocked.${index}`];
              return (
                <li key={blockKey(block)}>
                  <span>
                    <strong>{block.kind === 'email' ? M.blockedEmail : M.blockedIp}</strong>
                    {': '}
                    <span>{label}</span>{' '}
                    <small>
                      {block.expiresAt === null
                        ? M.blockedForever
                        : M.blockedUntil(formatDate(block.expiresAt, { timeZone }))}
                    </small>
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={
                      'hash' in block
                        ? M.removeHiddenIp(formatDate(block.expiresAt, { timeZone }))
                        : M.removeBlocked(label)
                    }
                    onClick={() => remove(index)}
                  >
                    {M.remove}
                  </Button>
                  {rowError ? <RowError>{rowError}</RowError> : null}
                </li>
              );
            })}
          </Blocks>
        )}
        <AddRow>
          <Select
            label={M.blockedKind}
            name="blockedKind"
            options={KIND_OPTIONS}
            value={kind}
            onChange={(event) => setKind(event.target.value === 'ip' ? 'ip' : 'email')}
          />
          <TextField
            label={kind === 'email' ? M.blockedValueEmail : M.blockedValueIp}
            name="blockedValue"
            autoCapitalize="none"
            spellCheck={false}
            value={value}
            error={errors.newBlock}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={addOnEnter}
          />
          <TextField
            label={M.blockedExpiry}
            name="blockedExpiry"
            type="date"
            value={expiry}
            error={errors.newBlockExpiry}
            onChange={(event) => setExpiry(event.target.value)}
            onKeyDown={addOnEnter}
          />
          <Button variant="secondary" onClick={add}>
            {M.addBlocked}
          </Button>
        </AddRow>
        <Hint>{M.blockedExpiryHelp}</Hint>
      </Fieldset>
    </Fieldset>
  );
}
