/**
 * The owner's registration step list in the header (spec §2 'Business registration stepper'): the first
 * three steps, or all nine when expanded; the rest behind a native <details> so it opens without JavaScript.
 * With JavaScript, a first load opens the next step after 0.5 s (spec §4, §9).
 */
import { Link as RemixLink, useNavigate } from '@remix-run/react';
import { useEffect } from 'react';
import { SetupMessages } from '../../domain/messages/setup';
import { FIRST_STEP_AUTO_OPEN_MS } from '../../domain/stepper';
import { chrome, stepper as classes } from './chrome-styles';

/** One step as the header shows it (business setup decides each step's state: app/features/setup/business-setup.server.ts). */
export interface StepperStep {
  key: string;
  title: string;
  icon: string;
  href: string;
  complete: boolean;
  /** Not complete and waiting on the bank (the Payment Test's prenote, decision 070). */
  waiting: boolean;
  applies: boolean;
  current: boolean;
}

/** The step list the header draws, computed per request by the root loader. */
export interface RegistrationStepperView {
  steps: StepperStep[];
  /** Steps shown before the rest (all when expanded). */
  visible: number;
  /** "Step N of 9": the step the owner is on, 1-based. */
  stepOn: number;
  expanded: boolean;
  completed: number;
  registered: boolean;
  nextHref: string | null;
  nextTitle: string | null;
  /** With JavaScript: the step to open after 0.5 s on a first load, and the marker that it was opened. */
  autoOpen: { href: string; cookie: string } | null;
}

/** The steps' MUI icons, as their SVG paths (the header loads no icon components: decision 040). */
const ICONS: Readonly<Record<string, string>> = {
  WorkspacePremium:
    'M9.68 13.69 12 11.93l2.31 1.76-.88-2.85L15.75 9h-2.84L12 6.19 11.09 9H8.25l2.31 1.84zM20 10c0-4.42-3.58-8-8-8s-8 3.58-8 8c0 2.03.76 3.87 2 5.28V23l6-2 6 2v-7.72c1.24-1.41 2-3.25 2-5.28m-8-6c3.31 0 6 2.69 6 6s-2.69 6-6 6-6-2.69-6-6 2.69-6 6-6',
  Gavel: 'm5.2497 8.0687 2.83-2.8268 14.1342 14.15-2.83 2.8269zm4.2361-4.2415 2.828-2.8288 5.6577 5.656-2.828 2.8288zM.999 12.3147l2.8284-2.8284 5.6569 5.6568-2.8285 2.8285zM1 21h12v2H1z',
  Place: 'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5',
  AccountBalance: 'M4 10h3v7H4zm6.5 0h3v7h-3zM2 19h20v3H2zm15-9h3v7h-3zm-5-9L2 6v2h20V6z',
  Hub: 'M8.4 18.2c.38.5.6 1.12.6 1.8 0 1.66-1.34 3-3 3s-3-1.34-3-3 1.34-3 3-3c.44 0 .85.09 1.23.26l1.41-1.77c-.92-1.03-1.29-2.39-1.09-3.69l-2.03-.68c-.54.83-1.46 1.38-2.52 1.38-1.66 0-3-1.34-3-3s1.34-3 3-3 3 1.34 3 3c0 .07 0 .14-.01.21l2.03.68c.64-1.21 1.82-2.09 3.22-2.32V5.91C9.96 5.57 9 4.4 9 3c0-1.66 1.34-3 3-3s3 1.34 3 3c0 1.4-.96 2.57-2.25 2.91v2.16c1.4.23 2.58 1.11 3.22 2.32L18 9.71V9.5c0-1.66 1.34-3 3-3s3 1.34 3 3-1.34 3-3 3c-1.06 0-1.98-.55-2.52-1.37l-2.03.68c.2 1.29-.16 2.65-1.09 3.69l1.41 1.77Q17.34 17 18 17c1.66 0 3 1.34 3 3s-1.34 3-3 3-3-1.34-3-3c0-.68.22-1.3.6-1.8l-1.41-1.77c-1.35.75-3.01.76-4.37 0z',
  Calculate:
    'M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-5.97 4.06L14.09 6l1.41 1.41L16.91 6l1.06 1.06-1.41 1.41 1.41 1.41-1.06 1.06-1.41-1.4-1.41 1.41-1.06-1.06 1.41-1.41zm-6.78.66h5v1.5h-5zM11.5 16h-2v2H8v-2H6v-1.5h2v-2h1.5v2h2zm6.5 1.25h-5v-1.5h5zm0-2.5h-5v-1.5h5z',
  Schedule:
    'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8M12.5 7H11v6l5.25 3.15.75-1.23-4.5-2.67z',
  Group:
    'M16 11c1.66 0 2.99-1.34 2.99-3S17.66 5 16 5s-3 1.34-3 3 1.34 3 3 3m-8 0c1.66 0 2.99-1.34 2.99-3S9.66 5 8 5 5 6.34 5 8s1.34 3 3 3m0 2c-2.33 0-7 1.17-7 3.5V19h14v-2.5c0-2.33-4.67-3.5-7-3.5m8 0c-.29 0-.62.02-.97.05 1.16.84 1.97 1.97 1.97 3.45V19h6v-2.5c0-2.33-4.67-3.5-7-3.5',
  FactCheck:
    'M20 3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2M10 17H5v-2h5zm0-4H5v-2h5zm0-4H5V7h5zm4.82 6L12 12.16l1.41-1.41 1.41 1.42L17.99 9l1.42 1.42z',
};
const COMPLETE = 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z';

function StepLink({ step, index }: { step: StepperStep; index: number }) {
  // A step the service level does not need counts as done, but is not shown as something the owner did.
  const icon = step.complete && step.applies ? COMPLETE : (ICONS[step.icon] ?? COMPLETE);
  const status = !step.applies ? SetupMessages.stepNotNeeded : step.complete ? 'complete' : step.waiting ? SetupMessages.paymentTestWaitingStep.toLowerCase() : 'not complete';
  const className = [classes.step, step.current ? classes.current : '', step.applies ? '' : classes.optional].filter(Boolean).join(' ');
  const content = (
    <>
      <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d={icon} />
      </svg>
      {/* The name starts with the visible title (WCAG 2.5.3); number and state follow, hidden. */}
      {step.title}
      {step.waiting ? <span data-testid="registration-step-waiting">{` (${SetupMessages.paymentTestWaitingStep.toLowerCase()})`}</span> : null}
      {step.applies ? null : <span>{` (${SetupMessages.stepNotNeededShort})`}</span>}
      <span className={chrome.hidden}>{`, step ${index + 1}, ${status}`}</span>
    </>
  );
  return (
    <li data-testid="registration-step" data-step={step.key} data-complete={step.complete ? 'true' : 'false'} data-waiting={step.waiting ? 'true' : 'false'} data-applies={step.applies ? 'true' : 'false'}>
      {/* The step being shown is not a link to the page it is on. */}
      {step.current ? (
        <span className={className} aria-current="step">
          {content}
        </span>
      ) : (
        <RemixLink to={step.href} className={className}>
          {content}
        </RemixLink>
      )}
    </li>
  );
}

export function RegistrationStepper({ stepper }: { stepper: RegistrationStepperView }) {
  const navigate = useNavigate();
  const autoOpen = stepper.autoOpen;
  useEffect(() => {
    if (!autoOpen) return;
    const timer = window.setTimeout(() => {
      document.cookie = autoOpen.cookie;
      navigate(autoOpen.href);
    }, FIRST_STEP_AUTO_OPEN_MS);
    return () => window.clearTimeout(timer);
  }, [autoOpen, navigate]);

  const shown = stepper.steps.slice(0, stepper.visible);
  const rest = stepper.steps.slice(stepper.visible);
  return (
    <nav
      aria-label="Registration steps"
      data-testid="registration-stepper"
      data-expanded={stepper.expanded ? 'true' : 'false'}
      data-registered={stepper.registered ? 'true' : 'false'}
      className={classes.nav}
    >
      <span className={classes.progress} data-testid="registration-progress">
        {stepper.registered ? SetupMessages.setupRegistered : SetupMessages.setupProgress(stepper.stepOn, stepper.steps.length)}
      </span>
      <ol className={classes.list}>
        {shown.map((step, i) => (
          <StepLink key={step.key} step={step} index={i} />
        ))}
      </ol>
      {rest.length ? (
        <details className={classes.more}>
          <summary>{SetupMessages.setupAllSteps(stepper.steps.length)}</summary>
          <ol start={stepper.visible + 1} className={`${classes.list} ${classes.rest}`}>
            {rest.map((step, i) => (
              <StepLink key={step.key} step={step} index={stepper.visible + i} />
            ))}
          </ol>
        </details>
      ) : null}
    </nav>
  );
}
