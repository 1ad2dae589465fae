import { type BillingInterval, PRO_PLAN_OPTIONS } from '@bitacora/domain';
import styled from 'styled-components';
import { Alert } from '../../primitives/alert/alert';
import { Button } from '../../primitives/button/button';
import type { ButtonVariant } from '../../primitives/button/button.styles';
import { tokens } from '../../tokens/tokens';

export type ProOfferProps = {
  /** Why PRO is offered here ('Las series están disponibles en el plan PRO.'). */
  message: string;
  /** False for whoever may not buy the plan (an author): the offer says whom to ask. */
  canUpgrade: boolean;
  /** Said instead of the plans when `canUpgrade` is false. */
  askAdmin: string;
  /** The interval whose payment address is being requested. */
  upgradingInterval?: BillingInterval | null;
  /** 'No se pudo generar el enlace de pago…'. */
  error?: string | null;
  onUpgrade: (input: { interval: BillingInterval }) => void;
};

const Plans = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['3']};
  margin: ${tokens.space['4']} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex: 1 1 12rem;
    flex-direction: column;
    gap: ${tokens.space['2']};
    padding: ${tokens.space['4']};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }

  span {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.sizeSm};
  }
`;

export type ProPlanChoiceProps = {
  option: (typeof PRO_PLAN_OPTIONS)[number];
  /** The interval whose payment address is being requested: every button waits meanwhile. */
  upgradingInterval: BillingInterval | null;
  onUpgrade: (input: { interval: BillingInterval }) => void;
  variant?: ButtonVariant;
};

/**
 * One way to pay for PRO (monthly, yearly): its name, its price and the button that starts the
 * upgrade, here and in the settings' plan panel.
 */
export function ProPlanChoice({
  option,
  upgradingInterval,
  onUpgrade,
  variant,
}: ProPlanChoiceProps) {
  return (
    <>
      <strong>PRO {option.name}</strong>
      <span>{option.caption}</span>
      <Button
        variant={variant}
        aria-label={`Contratar PRO ${option.name.toLowerCase()}, ${option.caption}`}
        isLoading={upgradingInterval === option.interval}
        disabled={upgradingInterval !== null}
        onClick={() => onUpgrade({ interval: option.interval })}
      >
        Contratar
      </Button>
    </>
  );
}

/**
 * A PRO feature met on a FREE blog: why, and the two plans whose buttons start
 * the same upgrade as settings ('Mejorar plan').
 */
export function ProOffer({
  message,
  canUpgrade,
  askAdmin,
  upgradingInterval = null,
  error,
  onUpgrade,
}: ProOfferProps) {
  return (
    <div>
      <p>{message}</p>
      {canUpgrade ? (
        <>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Plans aria-label="Opciones del plan PRO">
            {PRO_PLAN_OPTIONS.map((option) => (
              <li key={option.interval}>
                <ProPlanChoice
                  option={option}
                  upgradingInterval={upgradingInterval}
                  onUpgrade={onUpgrade}
                />
              </li>
            ))}
          </Plans>
        </>
      ) : (
        <p>{askAdmin}</p>
      )}
    </div>
  );
}
