import {
  PLAN_FEATURE_LINES,
  PLAN_LABELS,
  PLANS,
  type Plan,
  PRICE_CAPTIONS,
  PRICING,
} from '@bitacora/domain';
import styled from 'styled-components';
import { ButtonLink, type NavigateHandler } from '../../../layouts/app-link/app-link';
import { VisuallyHidden } from '../../../primitives/visually-hidden/visually-hidden';
import { media } from '../../../tokens/breakpoints';
import { bareList, stack } from '../../../tokens/mixins';
import { tokens } from '../../../tokens/tokens';

export type LandingLinks = { login: string; signup: string };

export type LandingScreenProps = {
  links?: Partial<LandingLinks>;
  onNavigate?: NavigateHandler;
};

const DEFAULT_LINKS: LandingLinks = { login: '/login', signup: '/signup' };

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space['5']};
  padding: ${tokens.space['10']} 0 ${tokens.space['12']};
  text-align: center;

  h1 {
    max-width: 40rem;
    font-size: 2.5rem;
    font-weight: ${tokens.font.weightBold};
  }

  p {
    max-width: 36rem;
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.sizeLg};
  }

  ${media.mobile} {
    padding: ${tokens.space['4']} 0 ${tokens.space['8']};

    h1 {
      font-size: ${tokens.font.size3xl};
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space['3']};
`;

const About = styled.section`
  ${stack('4')}
  padding: 0 0 ${tokens.space['12']};
  scroll-margin-top: ${tokens.space['8']};

  > h2 {
    font-size: ${tokens.font.size2xl};
    text-align: center;
  }

  > ul {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
    gap: ${tokens.space['4']};
    list-style: none;
    margin: 0;
    padding: 0;
  }

  li {
    display: flex;
    flex-direction: column;
    gap: ${tokens.space['1']};
  }

  li p {
    margin: 0;
    color: ${tokens.color.textMuted};
  }
`;

/** What Bitácora is, for the header's 'Acerca de'. */
const ABOUT_POINTS: readonly { title: string; text: string }[] = [
  {
    title: 'Hecho para escribir en español',
    text: 'El panel, los mensajes y tu blog hablan tu idioma, con fechas y textos como se escriben aquí.',
  },
  {
    title: 'Tu blog, tu dirección',
    text: 'Cada blog tiene su subdominio desde el primer día; con PRO, también tu propio dominio.',
  },
  {
    title: 'Trae lo que ya escribiste',
    text: 'Importa desde WordPress, Ghost, Substack o Markdown, y exporta todo cuando quieras.',
  },
  {
    title: 'Tus lectores, cerca',
    text: 'Comentarios moderados, respuestas por correo y suscriptores que reciben cada entrada nueva.',
  },
];

const Pricing = styled.section`
  ${stack('6')}

  > h2 {
    font-size: ${tokens.font.size2xl};
    text-align: center;
  }
`;

const Plans = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens.space['6']};
  max-width: 52rem;
  width: 100%;
  margin: 0 auto;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const PlanCard = styled.li<{ $featured: boolean }>`
  ${stack('4')}
  padding: ${tokens.space['6']};
  border: ${({ $featured }) => ($featured ? '2px' : '1px')} solid
    ${({ $featured }) => ($featured ? tokens.color.primary : tokens.color.border)};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surfaceRaised};
  box-shadow: ${tokens.shadow.sm};

  h3 {
    font-size: ${tokens.font.sizeXl};
  }
`;

const Prices = styled.div`
  ${stack('1')}
  font-size: ${tokens.font.sizeLg};
  font-weight: ${tokens.font.weightSemibold};

  p + p {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.sizeSm};
    font-weight: ${tokens.font.weightRegular};
  }
`;

const Features = styled.ul`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${tokens.space['2']};
  ${bareList}
  font-size: ${tokens.font.sizeSm};
`;

const Feature = styled.li<{ $included: boolean }>`
  display: flex;
  gap: ${tokens.space['2']};
  color: ${({ $included }) => ($included ? tokens.color.text : tokens.color.textMuted)};
  text-decoration: ${({ $included }) => ($included ? 'none' : 'line-through')};

  span[aria-hidden] {
    width: 1rem;
    color: ${({ $included }) => ($included ? tokens.color.successFg : tokens.color.textMuted)};
    font-weight: ${tokens.font.weightBold};
  }
`;

/** Prices as the cards show them; the captions come from the domain. */
const PRICE_LINES: Record<Plan, readonly string[]> = {
  FREE: [PRICE_CAPTIONS.FREE],
  PRO: [PRICE_CAPTIONS.monthly, `o ${PRICE_CAPTIONS.yearly}`],
};

const CALLS_TO_ACTION: Record<Plan, string> = { FREE: 'Empezar gratis', PRO: 'Elegir PRO' };

/** Landing: the hero with login and signup, what Bitácora is, and the pricing table of both plans. */
export function LandingScreen({ links, onNavigate }: LandingScreenProps) {
  const hrefs = { ...DEFAULT_LINKS, ...links };
  return (
    <>
      <Hero aria-labelledby="landing-title">
        <h1 id="landing-title">Crea tu blog profesional en minutos</h1>
        <p>
          Escribe, organiza tus artículos en series y publica en tu propio subdominio. Sin instalar
          nada.
        </p>
        <Actions>
          <ButtonLink href={hrefs.signup} onNavigate={onNavigate} size="lg">
            Crear mi blog gratis
          </ButtonLink>
          <ButtonLink href={hrefs.login} onNavigate={onNavigate} size="lg" variant="secondary">
            Iniciar sesión
          </ButtonLink>
        </Actions>
      </Hero>
      <About id="acerca-de" aria-labelledby="landing-about">
        <h2 id="landing-about">Acerca de Bitácora</h2>
        <ul>
          {ABOUT_POINTS.map((point) => (
            <li key={point.title}>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      </About>
      <Pricing aria-labelledby="landing-pricing">
        <h2 id="landing-pricing">Planes y precios</h2>
        <Plans>
          {PLANS.map((plan) => (
            <PlanCard key={plan} $featured={plan === 'PRO'} aria-labelledby={`plan-${plan}`}>
              <h3 id={`plan-${plan}`}>{PLAN_LABELS[plan]}</h3>
              <Prices data-currency={PRICING.currency}>
                {PRICE_LINES[plan].map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </Prices>
              <Features aria-label={`Qué incluye el plan ${PLAN_LABELS[plan]}`}>
                {PLAN_FEATURE_LINES[plan].map((feature) => (
                  <Feature key={feature.label} $included={feature.included}>
                    <span aria-hidden="true">{feature.included ? '✓' : '✕'}</span>
                    <span>
                      {feature.included ? null : <VisuallyHidden>Sin </VisuallyHidden>}
                      {feature.label}
                    </span>
                  </Feature>
                ))}
              </Features>
              <ButtonLink
                href={hrefs.signup}
                onNavigate={onNavigate}
                variant={plan === 'PRO' ? 'primary' : 'secondary'}
                fullWidth
                aria-label={`${CALLS_TO_ACTION[plan]}: plan ${PLAN_LABELS[plan]}`}
              >
                {CALLS_TO_ACTION[plan]}
              </ButtonLink>
            </PlanCard>
          ))}
        </Plans>
      </Pricing>
    </>
  );
}
