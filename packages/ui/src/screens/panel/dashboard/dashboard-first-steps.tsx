import styled from 'styled-components';
import { AppLink, type NavigateHandler } from '../../../layouts/app-link/app-link';
import { Button } from '../../../primitives/button/button';
import { VisuallyHidden } from '../../../primitives/visually-hidden/visually-hidden';
import { media } from '../../../tokens/breakpoints';
import { tokens } from '../../../tokens/tokens';

/** A new blog's setting-up steps; `shared` is the browser's mark, the rest the server's. */
export type DashboardChecklistState = {
  firstPost: boolean;
  design: boolean;
  aboutPage: boolean;
  invited: boolean;
  shared: boolean;
};

export type DashboardStepHrefs = {
  newPost: string;
  settings: string;
  newPage: string;
  newUser: string;
};

type Step = { key: keyof DashboardChecklistState; label: string; hint: string } & (
  | { href: keyof DashboardStepHrefs; action: string }
  | { share: true; action: string }
);

const STEPS: readonly Step[] = [
  {
    key: 'firstPost',
    label: 'Publica tu primer post',
    hint: 'Cuenta de qué va tu blog: el primer post es el más fácil.',
    href: 'newPost',
    action: 'Escribir un post',
  },
  {
    key: 'design',
    label: 'Elige el diseño',
    hint: 'Prueba las plantillas Minimal y Professional en Configuración.',
    href: 'settings',
    action: 'Elegir diseño',
  },
  {
    key: 'aboutPage',
    label: 'Escribe la página «Acerca de»',
    hint: 'Quién escribe y por qué: lo primero que buscan tus lectores.',
    href: 'newPage',
    action: 'Crear página',
  },
  {
    key: 'invited',
    label: 'Invita a alguien a escribir contigo',
    hint: 'Un coautor o alguien que revise tus textos.',
    href: 'newUser',
    action: 'Invitar',
  },
  {
    key: 'shared',
    label: 'Comparte tu blog',
    hint: 'Copia su dirección y envíala a tus primeros lectores.',
    share: true,
    action: 'Compartir',
  },
];

export const FIRST_STEPS_TOTAL = STEPS.length;

export const FIRST_STEPS_MESSAGES = {
  title: 'Primeros pasos',
  progress: (done: number) => `${done} de ${FIRST_STEPS_TOTAL}`,
  allDone: '¡Todo listo! Tu blog ya está en marcha.',
  hide: 'Ocultar primeros pasos',
} as const;

const Panel = styled.section`
  padding: ${tokens.space['5']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surfaceRaised};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space['3']};
  margin-bottom: ${tokens.space['3']};

  h2 {
    font-size: ${tokens.font.sizeLg};
  }
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space['3']};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
  font-variant-numeric: tabular-nums;

  flex-wrap: wrap;

  > span {
    white-space: nowrap;
  }

  progress {
    width: 8rem;
    max-width: 30vw;
    height: 0.5rem;
    accent-color: ${tokens.color.primary};
  }
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 1.5rem minmax(0, 1fr) auto;
    align-items: center;
    gap: ${tokens.space['2']} ${tokens.space['3']};
    padding: ${tokens.space['3']} 0;
    border-bottom: 1px solid ${tokens.color.border};
  }

  ${media.mobile} {
    li {
      grid-template-columns: 1.5rem minmax(0, 1fr);
    }

    li > :nth-child(3) {
      grid-column: 2;
      justify-self: start;
    }
  }

  li:last-child {
    border-bottom: 0;
  }
`;

const Mark = styled.span<{ $done: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1.5rem;
  height: 1.5rem;
  border: 2px solid ${({ $done }) => ($done ? tokens.color.successBorder : tokens.color.borderStrong)};
  border-radius: 50%;
  background: ${({ $done }) => ($done ? tokens.color.successBg : 'transparent')};
  color: ${tokens.color.successFg};
  font-size: ${tokens.font.sizeSm};
  line-height: 1;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;

  small {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.sizeSm};
  }
`;

const Done = styled.span`
  color: ${tokens.color.textMuted};
  text-decoration: line-through;
`;

const StepLink = styled(AppLink)`
  color: ${tokens.color.link};
  font-weight: ${tokens.font.weightMedium};
`;

export type DashboardFirstStepsProps = {
  checklist: DashboardChecklistState;
  hrefs: DashboardStepHrefs;
  onNavigate?: NavigateHandler;
  /** 'Compartir': copies the blog's address and marks the step. */
  onShare: () => void;
  onHide: () => void;
};

/** 'Primeros pasos': five steps for a new blog, each with its way to do it, and 'N de 5'. */
export function DashboardFirstSteps({
  checklist,
  hrefs,
  onNavigate,
  onShare,
  onHide,
}: DashboardFirstStepsProps) {
  const done = STEPS.filter((step) => checklist[step.key]).length;
  return (
    <Panel aria-labelledby="dashboard-first-steps">
      <Head>
        <h2 id="dashboard-first-steps">{FIRST_STEPS_MESSAGES.title}</h2>
        <Progress>
          <progress
            value={done}
            max={FIRST_STEPS_TOTAL}
            aria-label={`Pasos completados: ${FIRST_STEPS_MESSAGES.progress(done)}`}
          />
          <span aria-hidden="true">{FIRST_STEPS_MESSAGES.progress(done)}</span>
          <Button variant="ghost" size="sm" onClick={() => onHide()}>
            {FIRST_STEPS_MESSAGES.hide}
          </Button>
        </Progress>
      </Head>
      {done === FIRST_STEPS_TOTAL ? <p role="status">{FIRST_STEPS_MESSAGES.allDone}</p> : null}
      <Steps>
        {STEPS.map((step) => {
          const isDone = checklist[step.key];
          return (
            <li key={step.key}>
              <Mark $done={isDone} aria-hidden="true">
                {isDone ? '✓' : ''}
              </Mark>
              <Text>
                {isDone ? <Done>{step.label}</Done> : <span>{step.label}</span>}
                <VisuallyHidden>{isDone ? ' (hecho)' : ' (pendiente)'}</VisuallyHidden>
                {isDone ? null : <small>{step.hint}</small>}
              </Text>
              {isDone ? null : 'share' in step ? (
                <Button variant="secondary" size="sm" onClick={() => onShare()}>
                  {step.action}
                </Button>
              ) : (
                <StepLink href={hrefs[step.href]} onNavigate={onNavigate}>
                  {step.action}
                </StepLink>
              )}
            </li>
          );
        })}
      </Steps>
    </Panel>
  );
}
