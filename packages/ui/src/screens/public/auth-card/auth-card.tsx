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
