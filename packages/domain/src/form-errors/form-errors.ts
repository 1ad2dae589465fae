/** A form's messages by field; a field without a message is absent. Empty means valid. */
export type FormErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The first message in the order the rules were checked, for screens that show one banner
 * (the spec's forms mostly do); null when the form is valid.
 */
export function firstError<Field extends string>(errors: FormErrors<Field>): string | null {
  for (const message of Object.values<string | undefined>(errors)) {
    if (message !== undefined) return message;
  }
  return null;
}
