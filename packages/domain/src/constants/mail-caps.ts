const DAY = 24 * 60 * 60_000;

/**
 * Mails someone else can make the platform send to an address, capped per recipient address a
 * day, so no feature floods an inbox. Past the cap the mail is not sent. Invitations count
 * across blogs (anyone who signs up admins a blog); confirmations count per blog.
 */
export const RECIPIENT_MAIL_CAPS = {
  /** Invitations, new and resent. */
  invitation: { max: 5, windowMs: DAY, perBlog: false },
  /** Confirmations of a reply-notice subscription from a comment form. */
  replyConfirm: { max: 3, windowMs: DAY, perBlog: true },
  /** Confirmations of a newsletter subscription. */
  newsletterConfirm: { max: 3, windowMs: DAY, perBlog: true },
} as const;

export type RecipientMailKind = keyof typeof RECIPIENT_MAIL_CAPS;
