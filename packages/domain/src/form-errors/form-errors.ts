/** A form's messages by field; a field without a message is absent. Empty means valid. */
export type FormErrors<Field extends string> = Partial<Record<Field, string>>;
