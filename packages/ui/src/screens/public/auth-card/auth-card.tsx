import type { FormHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../../tokens/breakpoints';
import { tokens } from '../../../tokens/tokens';

const Card = styled.section`
  width: 100%;
  max-width: 28rem;
  margin: 0 auto;
  padding: ${tokens.space['8']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surfaceRaised};
  box-shadow: ${tokens.shadow.sm};

  ${media.mobile} {
    padding: ${tokens.space['5']};
  }
`;

const Title = styled.h1<{ $spaced: boolean }>`
  margin-bottom: ${({ $spaced }) => ($spaced ? tokens.space['6'] : tokens.space['2'])};
  font-size: ${tokens.font.size2xl};
`;

const Intro = styled.p`
  margin-bottom: ${tokens.space['6']};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;

/** The card around the login, signup and password forms: a section named by its heading. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby="auth-card-title">
      <Title id="auth-card-title" $spaced={!intro}>
        {title}
      </Title>
      {intro ? <Intro>{intro}</Intro> : null}
      {children}
    </Card>
  );
}

/** A vertical form; the domain validates, so the browser's own bubbles are off. */
export const AuthForm = styled.form.attrs<FormHTMLAttributes<HTMLFormElement>>({
  noValidate: true,
})`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['4']};
`;

/** Links under a form, e.g. '¿Olvidaste tu contraseña?' and 'Regístrate'. */
export const AuthLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${tokens.space['2']};
  margin-top: ${tokens.space['5']};
  font-size: ${tokens.font.sizeSm};
`;

/**
 * Where the app puts its ALTCHA widget (login and signup). The widget's stylesheet gives its
 * colours as `light-dark()` pairs, which the panel's build rewrites into values that need a
 * `color-scheme` rule the panel does not have: left alone, the checkbox has neither border nor
 * fill until hovered. Here its colours are the design tokens, so the box is visible in both
 * themes (border `borderStrong`, at least 3:1 against the card) and follows the panel's theme.
 * The tick drawn over the box lets clicks through to the box itself.
 */
export const CaptchaSlot = styled.div`
  min-height: 2.5rem;

  & altcha-widget {
    --altcha-color-base: ${tokens.color.surfaceRaised};
    --altcha-color-base-content: ${tokens.color.text};
    --altcha-color-neutral: ${tokens.color.border};
    --altcha-color-neutral-content: ${tokens.color.textMuted};
    --altcha-color-primary: ${tokens.color.primary};
    --altcha-border-color: ${tokens.color.border};
    --altcha-checkbox-border-color: ${tokens.color.borderStrong};
    --altcha-checkbox-border-width: 2px;
    --altcha-checkbox-outline-color: ${tokens.color.focus};
    --altcha-input-background-color: ${tokens.color.surfaceRaised};
    --altcha-input-color: ${tokens.color.text};
    --altcha-popover-color: ${tokens.color.border};
    --altcha-spinner-color: ${tokens.color.text};
    --altcha-switch-background-color: ${tokens.color.border};
    --altcha-switch-toggle-color: ${tokens.color.textMuted};
    color: ${tokens.color.text};
  }

  & altcha-widget .altcha-checkbox svg {
    pointer-events: none;
  }
`;
