/** The business registration stepper (spec §2 'Business registration stepper' and §4 'Registration'). */
import type { Product } from './roles';

export const STEP_KEYS = [
  'serviceLevel',
  'terms',
  'businessAddress',
  'bankAccount',
  'bankIntegration',
  'businessSystem',
  'paymentTime',
  'activeUsers',
  'paymentTest',
] as const;
export type StepKey = (typeof STEP_KEYS)[number];

/** What the stepper reads of a business. */
export interface RegistrationState {
  products: readonly Product[];
  serviceLevelChosen: boolean;
  termsAccepted: boolean;
  legalAccepted: boolean;
  businessName: string | null;
  location: { address?: string | null; address2?: string | null; city?: string | null; state?: string | null; zipcode?: string | null; country?: string | null };
  hasSharedPaymentMethod: boolean;
  /** The owner accepted the subscription's debits of that account (domain/subscription-debits.ts), or nothing is billed. */
  subscriptionDebitAuthorized: boolean;
  connectedPaymentSystemsCount: number;
  connectedAccountingSystemsCount: number;
  /** The owner said the business uses no accounting system, or asked for one that is not listed. */
  accountingSystemAnswered?: boolean;
  paymentTimeSet: boolean;
  isVisitedActiveUserPage: boolean;
  hasSuccessfulTestPayment: boolean;
  /** The Payment Test's prenote is out and the bank has not answered (decision 070): the step waits, it is not done. */
  paymentTestWaiting?: boolean;
}

export interface StepDef {
  key: StepKey;
  title: string;
  /** MUI icon name. */
  icon: string;
  /** Route id (domain/routes.ts) of the page that completes the step. */
  routeId: string;
}

export const STEPS: readonly StepDef[] = [
  { key: 'serviceLevel', title: 'Service Level', icon: 'WorkspacePremium', routeId: 'bo.subscription.service-level' },
  { key: 'terms', title: 'Terms', icon: 'Gavel', routeId: 'bo.subscription.terms' },
  { key: 'businessAddress', title: 'Business Address', icon: 'Place', routeId: 'setup.address' },
  { key: 'bankAccount', title: 'Bank Account', icon: 'AccountBalance', routeId: 'bo.setup.bankAccount' },
  { key: 'bankIntegration', title: 'Bank Integration', icon: 'Hub', routeId: 'bo.setup.bankIntegration' },
  { key: 'businessSystem', title: 'Business System', icon: 'Calculate', routeId: 'bo.setup.businessSystem' },
  { key: 'paymentTime', title: 'Payment Time', icon: 'Schedule', routeId: 'bo.setup.paymentTime' },
  { key: 'activeUsers', title: 'Active Users', icon: 'Group', routeId: 'bo.manageUsers.active' },
  { key: 'paymentTest', title: 'Payment Test', icon: 'FactCheck', routeId: 'bo.setup.paymentTest' },
];

/** The initial stepper shows the first three steps. */
export const INITIAL_STEP_COUNT = 3;

function filled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

/** Business system and payment time count only when the BusinessSystem or Approval product is available. */
function stepCounts(key: StepKey, products: readonly Product[]): boolean {
  if (key !== 'businessSystem' && key !== 'paymentTime') return true;
  return products.includes('BusinessSystem') || products.includes('Approval');
}

export function isStepComplete(key: StepKey, state: RegistrationState): boolean {
  if (!stepCounts(key, state.products)) return true;
  switch (key) {
    case 'serviceLevel':
      return state.serviceLevelChosen;
    case 'terms':
      return state.termsAccepted && state.legalAccepted;
    case 'businessAddress': {
      const { address, city, state: region, zipcode, country } = state.location;
      return filled(state.businessName) && [address, city, region, zipcode, country].every(filled);
    }
    case 'bankAccount':
      // The account the subscription is debited from, and the owner's authorization of those debits.
      return state.hasSharedPaymentMethod && state.subscriptionDebitAuthorized;
    case 'bankIntegration':
      // Optional (decision 078): payments go through Payloft's bank to and from the business's account, so the step
      // is done once that account is there, or once the business connected its own bank's API.
      return state.connectedPaymentSystemsCount > 0 || state.hasSharedPaymentMethod;
    case 'businessSystem':
      // A connected system, or a complete answer without one: "I don't use one", or a request for an unlisted one.
      return state.connectedAccountingSystemsCount > 0 || Boolean(state.accountingSystemAnswered);
    case 'paymentTime':
      return state.paymentTimeSet;
    case 'activeUsers':
      return state.isVisitedActiveUserPage;
    case 'paymentTest':
      return state.hasSuccessfulTestPayment;
  }
}

export interface StepStatus extends StepDef {
  complete: boolean;
  /** False for steps that do not count with the business's products. */
  applies: boolean;
  /** Not complete, and waiting on someone else (the bank's answer to the Payment Test's prenote). */
  waiting: boolean;
}

export function stepStatuses(state: RegistrationState): StepStatus[] {
  return STEPS.map((step) => ({
    ...step,
    applies: stepCounts(step.key, state.products),
    complete: isStepComplete(step.key, state),
    waiting: step.key === 'paymentTest' && !isStepComplete(step.key, state) && state.paymentTestWaiting === true,
  }));
}

export function allStepsComplete(state: RegistrationState): boolean {
  return STEPS.every((step) => isStepComplete(step.key, state));
}

/**
 * The first unfinished step after the current one (then from the start); null when no other step is unfinished.
 * The current step is never its own next step: on the last unfinished step there is nowhere further to go.
 */
export function nextStep(state: RegistrationState, current?: StepKey): StepKey | null {
  const at = current ? STEP_KEYS.indexOf(current) : -1;
  const order = [...STEP_KEYS.slice(at + 1), ...STEP_KEYS.slice(0, Math.max(at, 0))];
  return order.find((key) => !isStepComplete(key, state)) ?? null;
}

/** The stepper can be opened while the registration date is unset or still in the future. */
export function isStepperReachable(registrationDate: string | null, now: Date): boolean {
  return !registrationDate || new Date(registrationDate).getTime() > now.getTime();
}

/** The step a page completes, for a route id of the route table. */
export function stepOfRoute(routeId: string | undefined): StepKey | undefined {
  return STEPS.find((s) => s.routeId === routeId)?.key;
}

/**
 * Expanded, the stepper shows all nine steps: after the owner moved on to the next step with Save and continue,
 * and once every step is complete (spec §4).
 */
export function isStepperExpanded(state: RegistrationState, movedOn: boolean): boolean {
  return allStepsComplete(state) || movedOn;
}

/**
 * The step the owner is on (0-based): the step whose page is open, else the first unfinished step, else the last.
 * "Step N of 9" counts it. Completion is read from current data, so a step can become undone again (a bank account
 * removed): the stepper shows what is true now, not what was once done.
 */
export function stepOnIndex(state: RegistrationState, current?: StepKey): number {
  if (current) return STEP_KEYS.indexOf(current);
  const next = nextStep(state);
  return next ? STEP_KEYS.indexOf(next) : STEP_KEYS.length - 1;
}

/** How many steps show in the header: all when expanded, else the first three and every step up to the one the owner is on. */
export function visibleStepCount(expanded: boolean, onIndex: number, total: number = STEP_KEYS.length): number {
  return expanded ? total : Math.min(total, Math.max(INITIAL_STEP_COUNT, onIndex + 1));
}

export function visibleSteps<T>(steps: readonly T[], expanded: boolean, onIndex = 0): T[] {
  return steps.slice(0, visibleStepCount(expanded, onIndex, steps.length));
}

/**
 * A first load with no registration date opens the next step (spec §4): when the owner arrives on their
 * landing page (or /main) and a step is unfinished, the step to open; otherwise null.
 */
export function stepToAutoOpen(
  state: RegistrationState,
  registrationDate: string | null,
  pathname: string,
  landingPaths: readonly string[],
): StepKey | null {
  if (registrationDate) return null;
  const landing = landingPaths.map((p) => p.split('?')[0]);
  if (!landing.includes(pathname)) return null;
  return nextStep(state);
}

/** Spec §9: the first-step auto-open waits 0.5 s. */
export const FIRST_STEP_AUTO_OPEN_MS = 500;

/** The form field of a step's "Save and continue" button; the action answers `?continue=1` after the save. */
export const CONTINUE_FIELD = 'continue';
/** Where the owner lands once every step is complete: what to do next. */
export const WELCOME_PATH = '/bo/welcome';

/** What the header's stepper says of where the owner stands (the part the way on reads). */
export interface StepperPosition {
  registered: boolean;
  completed: number;
  steps: readonly unknown[];
  nextHref: string | null;
  nextTitle: string | null;
}

/**
 * Where an owner goes on from a step just finished: the next unfinished step (with its title), or the welcome page
 * once every step is done (then `nextTitle` is null). Never both: two ways on confused owners.
 */
export function wayOnFrom(stepper: StepperPosition | null | undefined): { href: string; nextTitle: string | null } {
  if (!stepper || stepper.registered || stepper.completed >= stepper.steps.length || !stepper.nextHref) return { href: WELCOME_PATH, nextTitle: null };
  return { href: stepper.nextHref, nextTitle: stepper.nextTitle ?? '' };
}
