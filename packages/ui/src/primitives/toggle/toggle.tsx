import { type ButtonHTMLAttributes, useId } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space['3']};
`;

const Track = styled.button`
  position: relative;
  flex: none;
  width: 2.75rem;
  height: 1.5rem;
  padding: 0;
  border: 1px solid ${tokens.color.borderStrong};
  border-radius: ${tokens.radius.full};
  background: ${tokens.color.secondary};
  cursor: pointer;
  transition: background-color ${tokens.motion.base} ${tokens.motion.easing};

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 1.125rem;
    height: 1.125rem;
    border-radius: ${tokens.radius.full};
    background: ${tokens.color.textMuted};
    transition: transform ${tokens.motion.base} ${tokens.motion.easing};
  }

  &[aria-checked='true'] {
    background: ${tokens.color.primary};
    border-color: ${tokens.color.primary};
  }

  &[aria-checked='true']::after {
    transform: translateX(1.25rem);
    background: ${tokens.color.onPrimary};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Text = styled.label`
  font-size: ${tokens.font.sizeSm};
  font-weight: ${tokens.font.weightMedium};
`;

export type ToggleProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The visible label; with `onLabel`/`offLabel` it follows the state (Publicado/Borrador). */
  label?: string;
  onLabel?: string;
  offLabel?: string;
};

/** A switch (`role="switch"`): Space or Enter flips it. */
export function Toggle({
  checked,
  onCheckedChange,
  label,
  onLabel,
  offLabel,
  id,
  ...rest
}: ToggleProps) {
  const generated = useId();
  const switchId = id ?? generated;
  const text = (checked ? onLabel : offLabel) ?? label;
  return (
    <Root>
      <Track
        type="button"
        role="switch"
        id={switchId}
        aria-checked={checked}
        onClick={() => onCheckedChange(!checked)}
        {...rest}
      />
      {text ? <Text htmlFor={switchId}>{text}</Text> : null}
    </Root>
  );
}
