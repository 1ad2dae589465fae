import { CUSTOM_DOMAIN_MESSAGES, type CustomDomainStatus, formatDateTime } from '@bitacora/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { VisuallyHidden } from '../../../primitives/visually-hidden/visually-hidden';
import { tokens } from '../../../tokens/tokens';

export type DomainStatusProps = {
  status: CustomDomainStatus;
  /** 'Comprobar ahora' is waiting for the server's answer. */
  isChecking?: boolean;
  /** The check could not be asked for (too many, the network): shown under the button. */
  checkError?: string | null;
  onCheck: () => void;
};

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['3']};
  padding: ${tokens.space['4']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  font-size: ${tokens.font.sizeSm};

  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space['2']};
    font-size: ${tokens.font.sizeMd};
  }

  p {
    margin: 0;
  }
`;

const Badge = styled.span<{ $verified: boolean }>`
  padding: 0 ${tokens.space['2']};
  border-radius: ${tokens.radius.md};
  font-size: ${tokens.font.sizeSm};
  font-weight: ${tokens.font.weightMedium};
  background: ${({ $verified }) => ($verified ? tokens.color.successBg : tokens.color.warningBg)};
  color: ${({ $verified }) => ($verified ? tokens.color.successFg : tokens.color.warningFg)};
`;

const Records = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  th,
  td {
    padding: ${tokens.space['2']};
    border-bottom: 1px solid ${tokens.color.border};
    text-align: left;
    vertical-align: top;
  }

  th:first-child,
  td:first-child {
    width: 4.5rem;
  }

  th:last-child,
  td:last-child {
    width: 6rem;
  }

  code {
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space['3']};
`;

/** One record's value and the button that copies it. */
function CopyCell({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => {},
    );
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`${CUSTOM_DOMAIN_MESSAGES.copy} ${label}`}
      onClick={copy}
    >
      {copied ? CUSTOM_DOMAIN_MESSAGES.copied : CUSTOM_DOMAIN_MESSAGES.copy}
    </Button>
  );
}

/**
 * Settings' own domain: whether it is verified, the DNS records to create (each copyable), the
 * last check and its problem, and 'Comprobar ahora'.
 */
export function DomainStatus({
  status,
  isChecking = false,
  checkError,
  onCheck,
}: DomainStatusProps) {
  const verified = status.state === 'verified';
  const records = [
    { type: 'TXT', name: status.txtName, value: status.txtValue },
    { type: 'CNAME', name: status.domain, value: status.target },
  ];
  return (
    <Root aria-label="Verificación del dominio">
      <h2>
        {status.domain}
        <Badge $verified={verified}>
          {verified ? CUSTOM_DOMAIN_MESSAGES.verified : CUSTOM_DOMAIN_MESSAGES.pending}
        </Badge>
      </h2>
      <p>{verified ? CUSTOM_DOMAIN_MESSAGES.verifiedHelp : CUSTOM_DOMAIN_MESSAGES.pendingHelp}</p>
      <Records aria-label={CUSTOM_DOMAIN_MESSAGES.records}>
        <thead>
          <tr>
            <th scope="col">{CUSTOM_DOMAIN_MESSAGES.recordType}</th>
            <th scope="col">{CUSTOM_DOMAIN_MESSAGES.recordName}</th>
            <th scope="col">{CUSTOM_DOMAIN_MESSAGES.recordValue}</th>
            <th scope="col">
              <VisuallyHidden>{CUSTOM_DOMAIN_MESSAGES.copy}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.type}>
              <td>{record.type}</td>
              <td>
                <code>{record.name}</code>
              </td>
              <td>
                <code>{record.value}</code>
              </td>
              <td>
                <CopyCell value={record.value} label={`${record.type} ${record.name}`} />
              </td>
            </tr>
          ))}
        </tbody>
      </Records>
      <p>
        {CUSTOM_DOMAIN_MESSAGES.apexHint} <code>{status.target}</code>.
      </p>
      {status.checkedAt ? (
        <p>
          {CUSTOM_DOMAIN_MESSAGES.lastChecked}: {formatDateTime(status.checkedAt)}
        </p>
      ) : null}
      {status.error && !verified ? (
        <Alert tone="warning" title={CUSTOM_DOMAIN_MESSAGES.lastError}>
          {status.error}
        </Alert>
      ) : null}
      {verified ? null : (
        <Actions>
          <Button variant="secondary" isLoading={isChecking} onClick={onCheck}>
            {isChecking ? CUSTOM_DOMAIN_MESSAGES.checking : CUSTOM_DOMAIN_MESSAGES.check}
          </Button>
          {checkError ? <span role="alert">{checkError}</span> : null}
        </Actions>
      )}
    </Root>
  );
}
