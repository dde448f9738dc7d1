import { describe, expect, it } from 'vitest';
import { routeById } from './routes';
import {
  INITIAL_STEP_COUNT,
  STEPS,
  allStepsComplete,
  isStepComplete,
  isStepperExpanded,
  isStepperReachable,
  nextStep,
  stepOfRoute,
  stepStatuses,
  stepToAutoOpen,
  visibleSteps,
  visibleStepCount,
  stepOnIndex,
  type RegistrationState,
  type StepperPosition,
  wayOnFrom,
  WELCOME_PATH,
} from './stepper';

const fresh: RegistrationState = {
  products: ['BusinessSystem'],
  serviceLevelChosen: false,
  termsAccepted: false,
  legalAccepted: false,
  businessName: 'Harbor Freightways',
  location: { country: 'United States' },
  hasSharedPaymentMethod: false,
  subscriptionDebitAuthorized: false,
  connectedPaymentSystemsCount: 0,
  connectedAccountingSystemsCount: 0,
  paymentTimeSet: false,
  isVisitedActiveUserPage: false,
  hasSuccessfulTestPayment: false,
};
const done: RegistrationState = {
  ...fresh,
  serviceLevelChosen: true,
  termsAccepted: true,
  legalAccepted: true,
  location: { address: '1 Pier Rd', city: 'Oakland', state: 'CA', zipcode: '94607', country: 'United States' },
  hasSharedPaymentMethod: true,
  subscriptionDebitAuthorized: true,
  connectedPaymentSystemsCount: 1,
  connectedAccountingSystemsCount: 1,
  paymentTimeSet: true,
  isVisitedActiveUserPage: true,
  hasSuccessfulTestPayment: true,
};

describe('registration stepper', () => {
  it('has nine steps in the spec order, each on a page of the route table', () => {
    expect(STEPS.map((s) => s.title)).toEqual([
      'Service Level',
      'Terms',
      'Business Address',
      'Bank Account',
      'Bank Integration',
      'Business System',
      'Payment Time',
      'Active Users',
      'Payment Test',
    ]);
    for (const step of STEPS) expect(routeById(step.routeId)).toBeDefined();
    expect(INITIAL_STEP_COUNT).toBe(3);
  });

  it('needs both terms and legal accepted', () => {
    expect(isStepComplete('terms', { ...fresh, termsAccepted: true })).toBe(false);
    expect(isStepComplete('terms', { ...fresh, termsAccepted: true, legalAccepted: true })).toBe(true);
  });

  it('needs the name and every location part but address2', () => {
    const location = { address: '1 Pier Rd', city: 'Oakland', state: 'CA', zipcode: '94607', country: 'United States' };
    expect(isStepComplete('businessAddress', { ...fresh, location })).toBe(true);
    expect(isStepComplete('businessAddress', { ...fresh, location: { ...location, city: ' ' } })).toBe(false);
    expect(isStepComplete('businessAddress', { ...fresh, location, businessName: '' })).toBe(false);
  });

  it('counts business system and payment time only with BusinessSystem or Approval', () => {
    const without = { ...fresh, products: ['InstantCollection'] as const };
    expect(isStepComplete('businessSystem', without)).toBe(true);
    expect(isStepComplete('paymentTime', without)).toBe(true);
    expect(stepStatuses(without).filter((s) => !s.applies).map((s) => s.key)).toEqual(['businessSystem', 'paymentTime']);
    expect(isStepComplete('businessSystem', { ...fresh, products: ['Approval'] })).toBe(false);
  });

  it("Business System is done by a connected system, or by the answer that the business uses none or asked for an unlisted one", () => {
    const withProduct = { ...fresh, products: ['BusinessSystem'] as const };
    expect(isStepComplete('businessSystem', withProduct)).toBe(false);
    expect(isStepComplete('businessSystem', { ...withProduct, accountingSystemAnswered: true })).toBe(true);
    expect(isStepComplete('businessSystem', { ...withProduct, connectedAccountingSystemsCount: 1 })).toBe(true);
  });

  it('moves to the first unfinished step after the current one, then from the start', () => {
    expect(nextStep(fresh)).toBe('serviceLevel');
    const partly = { ...fresh, serviceLevelChosen: true, termsAccepted: true, legalAccepted: true };
    expect(nextStep(partly, 'serviceLevel')).toBe('businessAddress');
    expect(nextStep({ ...done, serviceLevelChosen: false }, 'paymentTest')).toBe('serviceLevel');
    expect(nextStep({ ...done, hasSharedPaymentMethod: false, isVisitedActiveUserPage: false }, 'bankIntegration')).toBe(
      'activeUsers',
    );
    expect(nextStep(done, 'terms')).toBeNull();
    // The step the owner is on is not its own next step (not "Next step: Payment Test" on the Payment Test).
    expect(nextStep({ ...done, hasSuccessfulTestPayment: false }, 'paymentTest')).toBeNull();
    expect(nextStep({ ...done, serviceLevelChosen: false }, 'serviceLevel')).toBeNull();
    expect(nextStep({ ...done, hasSuccessfulTestPayment: false })).toBe('paymentTest');
  });

  it('finishes Bank Account only once the owner authorized the subscription’s debits of that account', () => {
    expect(isStepComplete('bankAccount', { ...done, subscriptionDebitAuthorized: false })).toBe(false);
    expect(isStepComplete('bankAccount', done)).toBe(true);
    expect(allStepsComplete({ ...done, subscriptionDebitAuthorized: false })).toBe(false);
  });

  it('takes Bank Integration as optional: done with the bank account, or with a bank API connected (decision 078)', () => {
    expect(isStepComplete('bankIntegration', fresh)).toBe(false);
    expect(isStepComplete('bankIntegration', { ...fresh, hasSharedPaymentMethod: true })).toBe(true);
    expect(isStepComplete('bankIntegration', { ...fresh, connectedPaymentSystemsCount: 1 })).toBe(true);
    expect(allStepsComplete({ ...done, connectedPaymentSystemsCount: 0 })).toBe(true);
  });

  it('is complete only when every step is', () => {
    expect(allStepsComplete(done)).toBe(true);
    expect(allStepsComplete({ ...done, hasSuccessfulTestPayment: false })).toBe(false);
  });

  it("shows the Payment Test waiting, not done, while its prenote waits for the bank (decision 070)", () => {
    const waiting = stepStatuses({ ...done, hasSuccessfulTestPayment: false, paymentTestWaiting: true }).find((s) => s.key === 'paymentTest')!;
    expect(waiting).toMatchObject({ complete: false, waiting: true });
    expect(allStepsComplete({ ...done, hasSuccessfulTestPayment: false, paymentTestWaiting: true })).toBe(false);
    // Once a test payment succeeded the step is done, whatever else waits.
    expect(stepStatuses({ ...done, paymentTestWaiting: true }).find((s) => s.key === 'paymentTest')).toMatchObject({ complete: true, waiting: false });
    expect(stepStatuses(done).every((s) => !s.waiting)).toBe(true);
  });

  it('is reachable while the registration date is unset or not yet passed', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isStepperReachable(null, now)).toBe(true);
    expect(isStepperReachable('2026-11-22T00:00:00Z', now)).toBe(true);
    expect(isStepperReachable('2026-11-20T00:00:00Z', now)).toBe(false);
  });
});

describe('stepper display and the first-load auto-open', () => {
  it('finds the step of a page', () => {
    expect(stepOfRoute('setup.address')).toBe('businessAddress');
    expect(stepOfRoute('bo.setup.paymentTest')).toBe('paymentTest');
    expect(stepOfRoute('bo.setup.banksSettings')).toBeUndefined();
    expect(stepOfRoute(undefined)).toBeUndefined();
  });

  it('shows the first three steps, then each step as it becomes current; all after Save and continue or when done', () => {
    expect(isStepperExpanded(fresh, false)).toBe(false);
    expect(isStepperExpanded(fresh, true)).toBe(true);
    expect(isStepperExpanded(done, false)).toBe(true);
    expect(visibleSteps(STEPS, false).map((s) => s.key)).toEqual(['serviceLevel', 'terms', 'businessAddress']);
    expect(visibleSteps(STEPS, true)).toHaveLength(9);
    // On the bank integration step (the 5th), five steps show.
    expect(visibleSteps(STEPS, false, 4).map((s) => s.key).at(-1)).toBe('bankIntegration');
    expect(visibleStepCount(false, 8)).toBe(9);
  });

  it('counts the step the owner is on: the open step page, else the first unfinished step', () => {
    expect(stepOnIndex(fresh)).toBe(0);
    expect(stepOnIndex(fresh, 'bankAccount')).toBe(3);
    const partly = { ...fresh, serviceLevelChosen: true, termsAccepted: true, legalAccepted: true };
    expect(stepOnIndex(partly)).toBe(2);
    expect(stepOnIndex(done)).toBe(8);
    // Completion comes from current data: a step that becomes unfinished again is the one the owner is on.
    expect(stepOnIndex({ ...done, termsAccepted: false })).toBe(1);
  });

  it('opens the next step on the landing page only while the registration date is unset', () => {
    const landing = ['/bo/executive-dashboard', '/main'];
    const partly = { ...fresh, serviceLevelChosen: true, termsAccepted: true, legalAccepted: true };
    expect(stepToAutoOpen(partly, null, '/bo/executive-dashboard', landing)).toBe('businessAddress');
    expect(stepToAutoOpen(partly, null, '/main', landing)).toBe('businessAddress');
    expect(stepToAutoOpen(partly, null, '/setup/address', landing)).toBeNull();
    expect(stepToAutoOpen(partly, '2026-11-22T00:00:00Z', '/bo/executive-dashboard', landing)).toBeNull();
    expect(stepToAutoOpen(done, null, '/bo/executive-dashboard', landing)).toBeNull();
  });
});

describe('the way on from a finished step', () => {
  const position = (over: Partial<StepperPosition> = {}): StepperPosition => ({ registered: false, completed: 8, steps: new Array(9), nextHref: '/bo/setup/business-system', nextTitle: 'Business System', ...over });
  it('is the next unfinished step while one is left (a Payment Test done before Business System)', () => {
    expect(wayOnFrom(position())).toEqual({ href: '/bo/setup/business-system', nextTitle: 'Business System' });
  });
  it('is the welcome page once every step is done, the business registered, or there is no stepper', () => {
    expect(wayOnFrom(position({ completed: 9 }))).toEqual({ href: WELCOME_PATH, nextTitle: null });
    expect(wayOnFrom(position({ registered: true }))).toEqual({ href: WELCOME_PATH, nextTitle: null });
    expect(wayOnFrom(position({ nextHref: null }))).toEqual({ href: WELCOME_PATH, nextTitle: null });
    expect(wayOnFrom(null)).toEqual({ href: WELCOME_PATH, nextTitle: null });
  });
});
