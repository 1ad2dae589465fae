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
  /** Password-reset links; past the cap the request is answered the same and mails nothing. */
  passwordReset: { max: 5, windowMs: DAY, perBlog: false },
  /**
   * A new comment's mail to one of the blog's members: visitors decide how many comments
   * there are. Past the cap the comment waits in the panel as usual and no mail goes.
   */
  newComment: { max: 50, windowMs: DAY, perBlog: true },
  /** Notices of a reply in a thread a reader follows; past the cap, silent. */
  replyNotice: { max: 20, windowMs: DAY, perBlog: true },
  /** The mail of an account that many wrong passwords put behind the captcha; then silent. */
  accountLock: { max: 3, windowMs: DAY, perBlog: false },
  /**
   * New-device sign-in codes (one a 10-minute window already): whoever knows the password
   * decides how many windows there are. Past the cap, 429.
   */
  newDeviceCode: { max: 10, windowMs: DAY, perBlog: false },
  /** Signup codes (anyone can type any address at step 1); past the cap, 429. */
  signupCode: { max: 10, windowMs: DAY, perBlog: false },
} as const;

export type RecipientMailKind = keyof typeof RECIPIENT_MAIL_CAPS;
