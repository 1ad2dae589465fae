import {
  nextSlugState,
  type SlugKind,
  type SlugState,
  shouldCheckSlugAvailability,
  slugAvailabilityMessage,
  slugify,
  slugifyCategory,
} from '@bitacora/domain';
import { Button } from '../../primitives/button/button';
import { TextField, type TextFieldProps } from '../../primitives/text-field/text-field';
import { VisuallyHidden } from '../../primitives/visually-hidden/visually-hidden';
import { RefreshIcon, RefreshSlot } from './slug-field.styles';

/** The answer of the availability check for one slug; an answer for another slug is stale. */
export type SlugAvailability =
  | { status: 'idle' }
  | { status: 'checking' | 'available' | 'taken' | 'error'; slug: string };

export type SlugFieldProps = Omit<
  TextFieldProps,
  'label' | 'prefix' | 'suffix' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  label?: string;
  /** The address before the slug: '/blog/', '/' or '/series/'. */
  prefix?: string;
  /** The slug and whether the user took it over (`initialSlugState` from domain). */
  state: SlugState;
  /** Every change of the slug, already worked out by domain's `nextSlugState`. */
  onStateChange: (next: SlugState) => void;
  /** The current title: the refresh button builds the slug from it. */
  title: string;
  /** Posts and pages offer a refresh button; a series form may hide it. */
  canRefresh?: boolean;
  /** The refresh suffix reads this clock; stories and tests pass a fixed one. */
  now?: () => Date;
  /**
   * Which slug normalisation (docs/product.md#slugs) applies: posts, pages and series, or
   * categories.
   */
  kind?: SlugKind;
  /**
   * The slug the record had when loaded; absent when creating (unchanged slugs are not checked).
   */
  originalSlug?: string | null;
  /** Asked on blur and after a refresh, when domain says the slug needs checking. */
  onCheckAvailability?: (slug: string) => void;
  availability?: SlugAvailability;
};

const IDLE: SlugAvailability = { status: 'idle' };
const CHECKING_TEXT = 'Comprobando…';

/**
 * A slug input with its address prefix. The slug follows the title until edited by hand (the
 * rule is domain's `nextSlugState`); typing normalises it, and leaving the field checks it.
 */
export function SlugField({
  label = 'Slug',
  prefix,
  state,
  onStateChange,
  title,
  canRefresh = true,
  now = () => new Date(),
  kind = 'content',
  originalSlug,
  onCheckAvailability,
  availability = IDLE,
  error,
  hint,
  disabled,
  ...rest
}: SlugFieldProps) {
  const normalize = kind === 'category' ? slugifyCategory : slugify;
  const current = availability.status !== 'idle' && availability.slug === state.slug;
  // A failing check is ignored, so only 'taken' has a message.
  const takenMessage =
    current && availability.status === 'taken'
      ? slugAvailabilityMessage(state.slug, { exists: true })
      : null;
  const isChecking = current && availability.status === 'checking';

  const check = (slug: string) => {
    const input = { slug, originalSlug, isEditing: originalSlug != null };
    if (onCheckAvailability && shouldCheckSlugAvailability(input)) onCheckAvailability(slug);
  };

  const handleBlur = () => {
    // While typing, a trailing hyphen is kept so the next word can follow; leaving drops it.
    const finished = normalize(state.slug);
    if (finished !== state.slug) {
      onStateChange(nextSlugState(state, { type: 'slugEdited', slug: finished }, kind));
    }
    check(finished);
  };

  const handleRefresh = () => {
    const next = nextSlugState(state, { type: 'refreshed', title, now: now() }, kind);
    onStateChange(next);
    check(next.slug);
  };

  return (
    <>
      <TextField
        {...rest}
        label={label}
        prefix={prefix}
        value={state.slug}
        disabled={disabled}
        error={error || takenMessage}
        hint={isChecking ? CHECKING_TEXT : hint}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) =>
          onStateChange(
            nextSlugState(state, { type: 'slugEdited', slug: event.target.value }, kind),
          )
        }
        onBlur={handleBlur}
        suffix={
          canRefresh ? (
            <RefreshSlot>
              <Button
                variant="secondary"
                aria-label="Regenerar slug"
                title="Regenerar slug"
                disabled={disabled}
                onClick={handleRefresh}
              >
                <RefreshIcon aria-hidden="true">↻</RefreshIcon>
              </Button>
            </RefreshSlot>
          ) : null
        }
      />
      <VisuallyHidden role="status">{isChecking ? CHECKING_TEXT : takenMessage}</VisuallyHidden>
    </>
  );
}
