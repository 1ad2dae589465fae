import { PUBLISHING_MESSAGES } from '@bitacora/domain';
import { useId } from 'react';
import { Alert } from '../../primitives/alert/alert';
import { Button } from '../../primitives/button/button';
import { Heading, Hint, List, Row, Section } from './old-addresses.styles';

export type OldAddressItem = {
  id: number;
  /** The old address as a visitor would type it (absolute). */
  url: string;
};

export type OldAddressesProps = {
  addresses: readonly OldAddressItem[];
  /** 'Quitar' on each; absent for who may not remove them. */
  onRemove?: (id: number) => void;
  /** The one being removed: its button waits. */
  removingId?: number | null;
  error?: string | null;
};

const bare = (url: string) => url.replace(/^https?:\/\//, '');

/**
 * 'Direcciones anteriores' in an item's form (docs/product.md#slug-history): the addresses it had
 * before its slug changed, each still leading to it, and 'Quitar' to let one go. Nothing shows
 * while there are none.
 */
export function OldAddresses({ addresses, onRemove, removingId = null, error }: OldAddressesProps) {
  const headingId = useId();
  if (addresses.length === 0 && !error) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{PUBLISHING_MESSAGES.oldAddressesTitle}</Heading>
      <Hint>{PUBLISHING_MESSAGES.oldAddressesHint}</Hint>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {addresses.length > 0 ? (
        <List>
          {addresses.map((address) => (
            <Row key={address.id}>
              <a href={address.url} target="_blank" rel="noopener noreferrer">
                {bare(address.url)}
              </a>
              {onRemove ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={PUBLISHING_MESSAGES.removeOldAddressLabel(bare(address.url))}
                  disabled={removingId !== null}
                  onClick={() => onRemove(address.id)}
                >
                  {PUBLISHING_MESSAGES.removeOldAddress}
                </Button>
              ) : null}
            </Row>
          ))}
        </List>
      ) : null}
    </Section>
  );
}
