import { Fragment } from 'react';
import styled from 'styled-components';

const Address = styled.span`
  /* Breaks only where <wbr> allows (after '@', before a dot), unless one part alone is wider. */
  overflow-wrap: break-word;
`;

/** The places an address may wrap: after its '@' and before each dot of its domain. */
export function emailParts(address: string): string[] {
  const at = address.lastIndexOf('@');
  if (at < 0) return [address];
  const domain = address.slice(at + 1).split(/(?=\.)/);
  return [address.slice(0, at + 1), ...domain];
}

export type EmailAddressProps = { address: string; className?: string };

/** An e-mail address in a narrow column: it wraps between its parts, never inside a word. */
export function EmailAddress({ address, className }: EmailAddressProps) {
  const parts = emailParts(address);
  return (
    <Address className={className}>
      {parts.map((part, index) => (
        // The parts of one address never move: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </Address>
  );
}
