import {
  DEFAULT_SHARED_PREVIEW_DAYS,
  formatDateTime,
  PUBLISHING_MESSAGES,
  SHARED_PREVIEW_DAYS,
  type SharedPreviewDays,
} from '@bitacora/domain';
import { useId, useState } from 'react';
import { Alert } from '../../primitives/alert/alert';
import { Button } from '../../primitives/button/button';
import { Select } from '../../primitives/select/select';
import { TextField } from '../../primitives/text-field/text-field';
import { Heading, Hint, List, Row, Section } from '../old-addresses/old-addresses.styles';

export type SharedPreviewLink = {
  uuid: string;
  expiresAt: string;
  createdByName: string | null;
};

export type PreviewSharingProps = {
  /** The item's shared links still in force, newest first. */
  links: readonly SharedPreviewLink[];
  /** The link just made, with its address: shown this once. */
  created?: { url: string } | null;
  /** 'Compartir vista previa' with the chosen lifetime in days. */
  onShare: (days: SharedPreviewDays) => void;
  /** 'Revocar' on each; absent for who may not revoke them. */
  onRevoke?: (uuid: string) => void;
  /** A share or a revoke is on its way. */
  busy?: boolean;
  error?: string | null;
};

const SORTED_DAYS = [...SHARED_PREVIEW_DAYS].sort((a, b) => a - b);

/**
 * 'Compartir vista previa' in a post's or page's form (docs/product.md#draft-preview): a link
 * anyone may open without an account until it expires (1, 7 or 30 days) or is revoked. The new
 * link's address is shown once; the list shows when each expires and who made it.
 */
export function PreviewSharing({
  links,
  created,
  onShare,
  onRevoke,
  busy = false,
  error,
}: PreviewSharingProps) {
  const headingId = useId();
  const [days, setDays] = useState<SharedPreviewDays>(DEFAULT_SHARED_PREVIEW_DAYS);
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{PUBLISHING_MESSAGES.shareTitle}</Heading>
      <Hint>{PUBLISHING_MESSAGES.shareHint}</Hint>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Select
        label={PUBLISHING_MESSAGES.shareLifetime}
        options={SORTED_DAYS.map((value) => ({
          value: String(value),
          label: PUBLISHING_MESSAGES.shareDays(value),
        }))}
        value={String(days)}
        disabled={busy}
        onChange={(event) => {
          const chosen = SORTED_DAYS.find((value) => String(value) === event.target.value);
          if (chosen !== undefined) setDays(chosen);
        }}
      />
      <Button variant="secondary" disabled={busy} onClick={() => onShare(days)}>
        {PUBLISHING_MESSAGES.share}
      </Button>
      {created ? (
        <>
          <Alert tone="success">{PUBLISHING_MESSAGES.shareCreated}</Alert>
          <TextField
            label={PUBLISHING_MESSAGES.shareLink}
            value={created.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
        </>
      ) : null}
      {links.length > 0 ? (
        <>
          <Heading as="h3">{PUBLISHING_MESSAGES.activeLinks}</Heading>
          <List>
            {links.map((link) => {
              const when = formatDateTime(link.expiresAt);
              return (
                <Row key={link.uuid}>
                  <span>
                    {PUBLISHING_MESSAGES.linkExpires(when)}
                    {link.createdByName
                      ? ` · ${PUBLISHING_MESSAGES.linkBy(link.createdByName)}`
                      : ''}
                  </span>
                  {onRevoke ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={PUBLISHING_MESSAGES.revokeLabel(when)}
                      disabled={busy}
                      onClick={() => onRevoke(link.uuid)}
                    >
                      {PUBLISHING_MESSAGES.revoke}
                    </Button>
                  ) : null}
                </Row>
              );
            })}
          </List>
        </>
      ) : null}
    </Section>
  );
}
